import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import ListDiffExchange
import TestSupport
import Testing

/// A cell showing a fixture item's JSON content.
final class JSONCell: HeadlessCell {
    var content: HeadlessLabel!

    override func buildChildren(_ children: ChildBuilder) {
        content = children.child("content") { HeadlessLabel() }
    }
}

/// A fixture item as a cell model: its content is the JSON value, compared
/// as the exchange format compares it.
struct JSONItemModel: CellModel, Equatable {
    typealias Cell = JSONCell
    let cellIdentifier: ExchangeID
    let content: JSONValue

    func configure(_ cell: JSONCell) { cell.content.text = "\(content)" }
}

/// A fixture section's own content, shown as its header.
struct JSONHeaderModel: CellModel, Equatable {
    typealias Cell = JSONCell
    let cellIdentifier = "header"
    let content: JSONValue

    func configure(_ cell: JSONCell) { cell.content.text = "\(content)" }
}

/// Every fixture of the corpus replayed through a headless table: set to
/// `old`, then to `new`, the table applies the plan as batch updates and
/// must then hold `new` exactly, each visible cell showing its own model.
@MainActor
@Suite("Fixtures replayed through a table")
struct FixtureReplayTests {
    static func sections(_ snapshot: ExchangeSnapshot) -> [CellSection] {
        snapshot.sections.map { section in
            CellSection(
                id: section.id,
                header: section.content == .null
                    ? nil : .model(AnyCellModel(JSONHeaderModel(content: section.content))),
                items: section.items.map { AnyCellModel(JSONItemModel(cellIdentifier: $0.id, content: $0.content)) })
        }
    }

    @Test("Fixture through a table", arguments: FixtureCorpus.files)
    func replay(_ file: String) throws {
        let fixture = try FixtureLoader(reader: InputReader()).fixture(at: FixtureCorpus.path(of: file))
        let table = HeadlessTable(size: Size(width: 320, height: 100_000))
        table.register(JSONCell.self, forReuseIdentifier: JSONItemModel.reuseIdentifier)
        table.fullReloadThreshold = nil
        table.sections = Self.sections(fixture.old)
        table.clearEvents()
        table.sections = Self.sections(fixture.new)

        let plan = ExchangePlan(from: fixture.old.sections, to: fixture.new.sections)
        #expect(table.events.filter { $0 == .beginUpdates }.count == plan.stages.count, "\(file)")
        #expect(table.diagnosticsLog.allSatisfy { if case .invalidPlan = $0 { false } else { true } }, "\(file)")
        let expected = fixture.new.sections
        try #require(table.numberOfSections == expected.count, "\(file)")
        for (index, section) in expected.enumerated() {
            #expect(table.sections[index].id == AnyID(section.id), "\(file): section \(index)")
            let items = table.sections[index].items.compactMap { $0.base(as: JSONItemModel.self) }
            #expect(items.map(\.cellIdentifier) == section.items.map(\.id), "\(file): section \(index)")
            #expect(items.map(\.content) == section.items.map(\.content), "\(file): section \(index)")
            let header = table.sections[index].header.flatMap {
                if case .model(let model) = $0 { model.base(as: JSONHeaderModel.self)?.content } else { nil }
            }
            #expect((header ?? .null) == section.content, "\(file): section \(index)")
        }
        // No stale cell: every visible cell shows the model at its path.
        for path in table.indexPathsForVisibleItems {
            let cell = try #require(table.cellForItem(at: path) as? JSONCell)
            let model = try #require(try table.model(at: path).base(as: JSONItemModel.self))
            #expect(cell.content.text == "\(model.content)", "\(file): stale cell at \(path)")
        }
        table.checkInvariants()
    }
}
