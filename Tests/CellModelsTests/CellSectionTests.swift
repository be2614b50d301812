import CellModels
import ListDiff
import Testing

@MainActor
@Suite("Sections and builders: a screen reads like the screen")
struct CellSectionTests {
    @Test("The cells builder erases mixed models, arrays, conditionals and loops in order")
    func cellsBuilder() {
        let showsAd = true
        let showsFooter = false
        let posts = [PostCellModel(id: 1, title: "a"), PostCellModel(id: 2, title: "b")]
        let section = CellSection("feed") {
            HeaderModel(id: HeaderID(feed: "feed", page: 1), title: "Feed")
            for post in posts { post }
            if showsAd { AdCellModel(cellIdentifier: "ad", text: "Buy") }
            if showsFooter { SpacerModel(cellIdentifier: 99) }
            if posts.isEmpty {
                SpacerModel(cellIdentifier: 0)
            } else {
                [PostCellModel(id: 3, title: "c"), PostCellModel(id: 4, title: "d")]
            }
            AnyCellModel(SpacerModel(cellIdentifier: 5))
            [AnyCellModel(SpacerModel(cellIdentifier: 6))]
        }
        #expect(section.id == AnyID("feed"))
        #expect(
            section.items.map(\.id) == [
                AnyID(HeaderID(feed: "feed", page: 1)), AnyID(1), AnyID(2), AnyID("ad"), AnyID(3), AnyID(4),
                AnyID(5), AnyID(6),
            ])
        #expect(section.header == nil && section.footer == nil)
    }

    @Test("The sections builder lists plain, titled and supplemented sections together")
    func sectionsBuilder() {
        let loggedIn = false
        @SectionsBuilder
        func screen() -> [CellSection] {
            CellSection("profile", header: .title("Profile"), footer: .title("Visible to friends")) {
                SpacerModel(cellIdentifier: 1)
            }
            CellSection(7, header: .model(HeaderModel(id: HeaderID(feed: "n", page: 1), title: "News"))) {
                PostCellModel(id: 2, title: "x")
            }
            if loggedIn {
                CellSection("logout") { SpacerModel(cellIdentifier: 3) }
            }
            for page in 0..<2 {
                CellSection(HeaderID(feed: "page", page: page)) {}
            }
        }
        let sections = screen()
        #expect(
            sections.map(\.id) == [
                AnyID("profile"), AnyID(7), AnyID(HeaderID(feed: "page", page: 0)),
                AnyID(HeaderID(feed: "page", page: 1)),
            ])
        #expect(sections[2].items.isEmpty)
        guard case .title(let title) = sections[0].header, case .title(let footer) = sections[0].footer else {
            Issue.record("expected titles")
            return
        }
        #expect(title == "Profile" && footer == "Visible to friends")
        guard case .model(let header) = sections[1].header else {
            Issue.record("expected a header model")
            return
        }
        #expect(header.reuseIdentifier == "header")
    }

    @Test("Titles take part in the section's content")
    func titledContent() {
        let a = CellSection(id: "s", header: .title("A"), items: [])
        #expect(a.isContentEqual(to: CellSection(id: "s", header: .title("A"), items: [])))
        #expect(!a.isContentEqual(to: CellSection(id: "s", header: .title("B"), items: [])))
        #expect(!a.isContentEqual(to: CellSection(id: "s", items: [])))
        #expect(!a.isContentEqual(to: CellSection(id: "s", header: .title("A"), footer: .title("f"), items: [])))
    }

    @Test("Header models' identity, type and state take part in the section's content")
    func supplementedContent() {
        func section(_ header: SectionSupplement?) -> CellSection {
            CellSection(id: "s", header: header, items: [])
        }
        let id = HeaderID(feed: "f", page: 1)
        let base = section(.model(HeaderModel(id: id, title: "News", count: 1)))
        #expect(base.isContentEqual(to: section(.model(HeaderModel(id: id, title: "News", count: 1)))))
        #expect(!base.isContentEqual(to: section(.model(HeaderModel(id: id, title: "News", count: 2)))))
        #expect(
            !base.isContentEqual(
                to: section(.model(HeaderModel(id: HeaderID(feed: "g", page: 1), title: "News", count: 1)))))
        #expect(!base.isContentEqual(to: section(.title("News"))))
        #expect(!base.isContentEqual(to: section(nil)))
        #expect(section(nil).isContentEqual(to: section(nil)))
    }

    @Test("Cells are not part of the section's content; the copy initializer keeps the rest")
    func itemsAreNotContent() {
        let section = CellSection(
            id: 1, header: .title("H"), footer: .title("F"), items: [AnyCellModel(SpacerModel(cellIdentifier: 1))])
        let emptied = CellSection(section, items: [])
        #expect(emptied.id == section.id)
        #expect(emptied.items.isEmpty)
        #expect(section.isContentEqual(to: emptied))
        #expect(emptied.isContentEqual(to: section))
    }
}
