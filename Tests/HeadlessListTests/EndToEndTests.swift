import CellModels
import Foundation
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import ListDiffExchange
import Testing

/// The posts header: a supplementary model whose count is its content.
final class PostsHeaderModel: CellModel {
    typealias Cell = TextCell
    let cellIdentifier = "posts-header"
    @ViewState var count: Int
    var contentSnapshot: StateSnapshot { StateSnapshot(count) }

    init(count: Int) {
        self.count = count
    }

    func configure(_ cell: TextCell) {
        $count.bind(to: cell.title, \.text, owner: cell.bindingOwner) { "\($0) posts" }
    }
}

/// A screen read from the exchange format with ListDiffExchange: sections
/// whose content holds their header and footer, items as records.
struct ScreenFixture {
    var snapshot: ExchangeSnapshot

    static func decode(_ json: String) throws -> ScreenFixture {
        ScreenFixture(snapshot: try ExchangeDecoder().snapshot(try JSONParser.parse(Array(json.utf8))))
    }

    /// The member `key` of an object value, or `nil`.
    static func member(_ key: String, of value: JSONValue) -> JSONValue? {
        if case .object(let members) = value { members[key] } else { nil }
    }

    static func string(_ key: String, of value: JSONValue) -> String? {
        if case .string(let text)? = member(key, of: value) { text } else { nil }
    }

    static func id(_ id: ExchangeID) -> String {
        id.string ?? id.description
    }

    /// The screen's sections of cell models.
    @MainActor
    var cellSections: [CellSection] {
        snapshot.sections.map { section in
            let content = section.content
            let count: Int? =
                if case .number(let number)? = Self.member("headerCount", of: content) { Int(number.literal) } else {
                    nil
                }
            let header: SectionSupplement? =
                count.map { .model(PostsHeaderModel(count: $0)) }
                ?? Self.string("header", of: content).map { .title($0) }
            return CellSection(
                id: Self.id(section.id), header: header, footer: Self.string("footer", of: content).map { .title($0) },
                items: section.items.map { item in
                    let id = Self.id(item.id)
                    let record = item.content
                    switch Self.string("kind", of: record) {
                    case "field": return AnyCellModel(FieldModel(id, text: Self.string("text", of: record) ?? ""))
                    case "toggle":
                        let isOn = if case .bool(let on)? = Self.member("on", of: record) { on } else { false }
                        return AnyCellModel(ToggleModel(id, title: Self.string("title", of: record) ?? "", isOn: isOn))
                    default: return AnyCellModel(TextModel(id, Self.string("title", of: record) ?? ""))
                    }
                })
        }
    }
}

@MainActor
@Suite("End to end: a sectioned screen updated three times from JSON")
struct EndToEndTests {
    /// What each visible cell shows, in order.
    func shown(_ table: HeadlessTable) -> [String] {
        table.visibleCellsInOrder.map { cell in
            switch cell {
            case let cell as FieldCell: "field \(cell.field.text)"
            case let cell as ToggleCell: "toggle \(cell.label.text) \(cell.toggle.isOn ? "on" : "off")"
            case let cell as TextCell: cell.title.text
            default: "?"
            }
        }
    }

    @Test("Update, scroll, edit, update again: every intermediate state")
    func screen() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 300))
        table.allowsMultipleSelection = true

        // 1. The first snapshot: everything inserted, the top displayed.
        table.sections = try ScreenFixture.decode(EndToEndFixtures.first).cellSections
        #expect(
            ids(table) == [
                ["name", "notifications", "email"], (1...12).map { "p\($0)" }, ["licences"],
            ])
        // profile: header 28 + 3 rows; posts: header 28 + 12 rows; about: 1
        // row + footer 28.
        let height: Double = 28 + 3 * 44 + 28 + 12 * 44 + 44 + 28
        #expect(table.contentSize.height == height)
        #expect(table.events.prefix(3) == [.beginUpdates, .insertSections([0, 1, 2]), .endUpdates])
        #expect(table.indexPathsForVisibleItems == [path(0, 0), path(0, 1), path(0, 2)] + (0..<3).map { path(1, $0) })
        #expect(
            shown(table) == ["field Ada", "toggle Notifications on", "ada@example.com", "Hello", "Engines", "Notes"])
        let nameCell = try #require(table.cellForItem(at: path(0, 0)) as? FieldCell)
        let toggleCell = try #require(table.cellForItem(at: path(0, 1)) as? ToggleCell)
        try table.selectItem(at: path(1, 6))  // p7, not on screen
        try table.selectItem(at: path(1, 2))  // p3

        // 2. Edit the name through the bound text field; switch off by hand.
        nameCell.field.simulateTyping(" L.")
        let nameModel = try #require(try table.model(at: path(0, 0)).base(as: FieldModel.self))
        #expect(nameModel.text == "Ada L.")
        toggleCell.toggle.simulateToggle()
        #expect(try table.model(at: path(0, 1)).base(as: ToggleModel.self)?.isOn == false)

        // 3. Scroll to the bottom and back: cells are reused. At the bottom,
        // rows p7 to p12 and the licences row are seven text cells.
        try table.scrollToItem(at: path(2, 0), position: .bottom)
        #expect(table.contentOffset.y == 760 - 300)
        #expect(table.indexPathsForVisibleItems == (6..<12).map { path(1, $0) } + [path(2, 0)])
        #expect(shown(table) == ["Science", "Music", "Horses", "Flying", "Maths", "Letters", "Licences"])
        try table.scrollToItem(at: path(0, 0), position: .top)
        #expect(table.contentOffset.y == 28)
        let text = AnyCellModel(TextModel("x")).reuseIdentifier
        let field = AnyCellModel(FieldModel("x")).reuseIdentifier
        #expect(table.reuseCounters(for: text) == ReuseCounters(created: 7, reused: 9))
        #expect(table.reuseCounters(for: field) == ReuseCounters(created: 1, reused: 1))
        let nameCellAgain = try #require(table.cellForItem(at: path(0, 0)) as? FieldCell)
        #expect(nameCellAgain.field.text == "Ada L.")
        let emailCell = try #require(table.cellForItem(at: path(0, 2)) as? TextCell)

        // 4. The second snapshot: reconfigured in place, the edit kept.
        table.clearEvents()
        let topCells = table.visibleCellsInOrder.map(ObjectIdentifier.init)
        table.sections = try ScreenFixture.decode(EndToEndFixtures.second).cellSections
        #expect(
            ids(table) == [
                ["name", "notifications", "email"],
                ["p13", "p1", "p2", "p4", "p5", "p6", "p8", "p9", "p10", "p11", "p12", "p7"], ["licences"],
            ])
        // The switch's model was edited after its snapshot was taken ("on"),
        // so the new "off" model is a change too, and both are reconfigured.
        #expect(table.events.contains(.reconfigureItems([path(0, 1), path(0, 2)])))
        #expect(table.events.contains(.deleteItems([path(1, 2)])))
        #expect(table.events.contains(.insertItems([path(1, 0)])))
        #expect(table.events.contains(.moveItem(path(1, 6), to: path(1, 11))))
        // The name model still has the edit: its snapshot said "Ada", as does
        // the new one, so the item is unchanged and keeps its instance.
        #expect(try table.model(at: path(0, 0)).base(as: FieldModel.self) === nameModel)
        #expect(nameCellAgain.field.text == "Ada L.")
        #expect(table.cellForItem(at: path(0, 2)) === emailCell)
        #expect(emailCell.title.text == "ada@analytical.org")
        // p3 was deleted; p7 moved and stays selected.
        #expect(table.selectedItemIDs == [AnyID("p7")])
        #expect(table.indexPathsForSelectedItems == [path(1, 11)])
        #expect(table.contentOffset.y == 28)
        #expect(
            shown(table) == [
                "field Ada L.", "toggle Notifications off", "ada@analytical.org", "News", "Hello", "Engines",
                "Bernoulli",
            ])
        #expect(Array(table.visibleCellsInOrder.map(ObjectIdentifier.init).prefix(3)) == Array(topCells.prefix(3)))

        // 5. Edit again, then the third snapshot.
        nameCellAgain.field.simulateReplacingText(with: "Ada King")
        #expect(nameModel.text == "Ada King")
        try table.scrollToItem(at: path(1, 3), position: .top)
        let anchorCell = try #require(table.cellForItem(at: path(1, 3)))
        let offsetBefore = table.contentOffset.y
        #expect(offsetBefore == 320)
        table.clearEvents()
        table.sections = try ScreenFixture.decode(EndToEndFixtures.third).cellSections
        #expect(
            ids(table) == [
                ["name", "notifications", "email"], ["d1", "d2"],
                ["p13", "p1", "p2", "p4", "p5", "p6", "p8", "p9", "p10", "p11", "p7"],
            ])
        // The drafts section arrived above: the visible posts stay put.
        #expect(table.cellForItem(at: path(2, 3)) === anchorCell)
        let draftsHeight: Double = 28 + 2 * 44
        #expect(table.contentOffset.y == offsetBefore + draftsHeight)
        #expect(table.events.contains(.deleteItems([path(1, 10)])))
        #expect(table.events.contains { if case .insertSections = $0 { true } else { false } })
        #expect(table.events.contains { if case .deleteSections = $0 { true } else { false } })
        // The header model's count changed: the posts section was reloaded.
        #expect(table.events.contains { if case .reloadSections = $0 { true } else { false } })
        #expect(table.selectedItemIDs == [AnyID("p7")])

        // 6. Back at the top: the name was reconfigured, the email became a
        // switch in a new cell.
        try table.scrollToItem(at: path(0, 0), position: .top)
        #expect(
            shown(table).prefix(5) == [
                "field Grace", "toggle Notifications off", "toggle Email me on", "Compilers", "Cobol",
            ])
        let finalName = try #require(table.cellForItem(at: path(0, 0)) as? FieldCell)
        let finalModel = try #require(try table.model(at: path(0, 0)).base(as: FieldModel.self))
        #expect(finalModel !== nameModel)
        finalName.field.simulateTyping("!")
        #expect(finalModel.text == "Grace!")
        #expect(nameModel.text == "Ada King")
        #expect(table.cellForItem(at: path(0, 2)) is ToggleCell)
        if case .model(let header) = table.sections[2].header {
            #expect(header.base(as: PostsHeaderModel.self)?.count == 11)
        } else {
            Issue.record("the posts header is not a model")
        }
        table.checkInvariants()
    }
}
