import CellModels
import ListDiff
import Testing

@MainActor
@Suite("Diffing screens of cell models with the engine")
struct DiffingTests {
    /// Builds a screen's sections inline.
    func screen(@SectionsBuilder _ sections: () -> [CellSection]) -> [CellSection] {
        sections()
    }

    /// The feed before: a header section, then posts with an ad.
    @SectionsBuilder
    func oldScreen() -> [CellSection] {
        CellSection("top", header: .title("Top")) {
            PostCellModel(id: 1, title: "one", likes: 1)
            AdCellModel(cellIdentifier: "ad-1", text: "Buy")
            PostCellModel(id: 2, title: "two", likes: 2)
        }
        CellSection("more", header: .model(HeaderModel(id: HeaderID(feed: "more", page: 1), title: "More", count: 2))) {
            PostCellModel(id: 3, title: "three", likes: 3)
            PostCellModel(id: 4, title: "four", likes: 4)
        }
    }

    @Test("Equal screens give an empty plan")
    func equalScreens() {
        let plan = Plan(from: oldScreen(), to: oldScreen())
        #expect(plan.isEmpty)
    }

    @Test("A state change reloads the row; a move and a type-changing identity are found")
    func itemChanges() throws {
        let new = screen {
            CellSection("top", header: .title("Top")) {
                PostCellModel(id: 2, title: "two", likes: 2)
                PostCellModel(id: 1, title: "one", likes: 10)
                AdCellModel(cellIdentifier: "ad-1", text: "Buy")
            }
            CellSection(
                "more", header: .model(HeaderModel(id: HeaderID(feed: "more", page: 1), title: "More", count: 2))
            ) {
                PostCellModel(id: 3, title: "three", likes: 3)
                CounterModel(id: 4, title: "four", seenCount: 0)
            }
        }
        let old = oldScreen()
        let plan = Plan(from: old, to: new)
        let counts = plan.counts
        #expect(counts.moves == 1)
        #expect(counts.reloads == 2)
        #expect(counts.deletes == 0 && counts.inserts == 0)
        let result = try plan.apply(to: old, target: new)
        #expect(result.map(\.id) == new.map(\.id))
        #expect(result.map { $0.items.map(\.id) } == new.map { $0.items.map(\.id) })
    }

    @Test("A title or header state change reloads the section")
    func sectionReloads() {
        let new = screen {
            CellSection("top", header: .title("Top stories")) {
                PostCellModel(id: 1, title: "one", likes: 1)
                AdCellModel(cellIdentifier: "ad-1", text: "Buy")
                PostCellModel(id: 2, title: "two", likes: 2)
            }
            CellSection(
                "more", header: .model(HeaderModel(id: HeaderID(feed: "more", page: 1), title: "More", count: 3))
            ) {
                PostCellModel(id: 3, title: "three", likes: 3)
                PostCellModel(id: 4, title: "four", likes: 4)
            }
        }
        let plan = Plan(from: oldScreen(), to: new)
        #expect(plan.counts == PlanCounts(reloads: 2, stages: 1))
        #expect(plan.stages.first?.sectionReloads.map(\.id) == [AnyID("top"), AnyID("more")])
    }

    @Test("A model's own comparison decides reloads: ignored changes do not reload")
    func customComparisonInDiff() {
        let old = [CellSection(id: 0, items: [AnyCellModel(CounterModel(id: 1, title: "Inbox", seenCount: 1))])]
        let seen = [CellSection(id: 0, items: [AnyCellModel(CounterModel(id: 1, title: "Inbox", seenCount: 5))])]
        let renamed = [CellSection(id: 0, items: [AnyCellModel(CounterModel(id: 1, title: "All", seenCount: 1))])]
        #expect(Plan(from: old, to: seen).isEmpty)
        #expect(Plan(from: old, to: renamed).counts.reloads == 1)
    }

    @Test("Reusing one model instance: the snapshot at erasure still reveals its change")
    func sameInstanceMutated() {
        let post = PostCellModel(id: 1, title: "a", likes: 0)
        let old = [CellSection(id: 0, items: [AnyCellModel(post)])]
        post.likes = 1
        let new = [CellSection(id: 0, items: [AnyCellModel(post)])]
        #expect(Plan(from: old, to: new).counts.reloads == 1)
    }

    @Test("Deletes, inserts and section moves across model types")
    func insertsDeletesAndSectionMoves() throws {
        let new = screen {
            CellSection(
                "more", header: .model(HeaderModel(id: HeaderID(feed: "more", page: 1), title: "More", count: 2))
            ) {
                PostCellModel(id: 3, title: "three", likes: 3)
                PostCellModel(id: 4, title: "four", likes: 4)
                AdCellModel(cellIdentifier: "ad-2", text: "Sell")
            }
            CellSection("top", header: .title("Top")) {
                PostCellModel(id: 1, title: "one", likes: 1)
                PostCellModel(id: 2, title: "two", likes: 2)
            }
        }
        let old = oldScreen()
        let plan = Plan(from: old, to: new)
        #expect(plan.counts.deletes == 1)
        #expect(plan.counts.inserts == 1)
        #expect(plan.counts.moves == 1)
        #expect(plan.counts.reloads == 0)
        let result = try plan.apply(to: old, target: new)
        #expect(result.map { $0.items.map(\.id) } == new.map { $0.items.map(\.id) })
    }
}
