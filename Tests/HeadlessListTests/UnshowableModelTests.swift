import CellModels
@_spi(Instrumentation) import HeadlessList
import Testing

/// A view that is no headless cell: nothing can make it for a list.
final class PlainView {}

/// A model whose cell type the list cannot make unless a factory is
/// registered for it.
final class PlainModel: CellModel {
    typealias Cell = PlainView
    let cellIdentifier: String
    var contentSnapshot: String { cellIdentifier }

    init(_ id: String) { cellIdentifier = id }

    func configure(_ cell: PlainView) {}
}

/// A cell whose layout behaviour is custom but that answers no phase.
final class SilentCell: HeadlessCell {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }
}

/// A header model whose view answers no phase of its custom behaviour.
final class SilentHeaderModel: CellModel {
    typealias Cell = SilentHeaderView
    let cellIdentifier = "header"
    var contentSnapshot: Int { 0 }

    func configure(_ cell: SilentHeaderView) {}
}

/// A header view whose layout behaviour is custom but that answers no phase.
final class SilentHeaderView: HeadlessHeaderFooterView {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }
}

@MainActor
@Suite("Models the list cannot show are refused before anything changes, never a crash")
struct UnshowableModelTests {
    func table(with ids: [String]) -> HeadlessTable {
        let table = HeadlessTable(size: Size(width: 320, height: 200))
        table.cells = .text(ids)
        table.clearEvents()
        return table
    }

    @Test("A model whose cell nothing can make: setSections throws, the setter reports, the table is unchanged")
    func unregistered() throws {
        let table = table(with: ["a", "b"])
        let before = table.reusePool.totalCounters
        let sections = [CellSection(id: "", items: .text(["a"]) + [AnyCellModel(PlainModel("p"))])]
        let error = try #require(throws: HeadlessListError.self) { try table.setSections(sections) }
        #expect(error.kind == .unregisteredReuseIdentifier)
        #expect(error.message.contains("PlainView - must register a class or a factory for the identifier"))
        table.sections = sections
        #expect(table.diagnosticsLog.last == .rejectedSnapshot(error))
        #expect(table.cells.map(\.id) == [AnyID("a"), AnyID("b")])
        #expect(table.events.isEmpty)
        #expect(table.reusePool.totalCounters == before)
        #expect(!table.reusePool.isRegistered(AnyCellModel(PlainModel("p")).reuseIdentifier))
    }

    @Test("The same refusal from update(to:) and performBatchUpdates")
    func otherEntries() async throws {
        let table = table(with: ["a"])
        let sections = [CellSection(id: "", items: .text(["a"]) + [AnyCellModel(PlainModel("p"))])]
        let outcome = await table.update(to: sections)
        guard case .rejected(let error) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(error.kind == .unregisteredReuseIdentifier)
        var updates = BatchUpdates()
        updates.insertItems(at: [ItemPath(section: 0, item: 1)])
        #expect(throws: error) { try table.performBatchUpdates(updates, sections: sections) }
        #expect(table.cells.map(\.id) == [AnyID("a")])
        #expect(table.events.isEmpty)
    }

    @Test("A factory that makes a cell of another type, or with another identifier, is refused")
    func factories() throws {
        let table = table(with: ["a"])
        let identifier = AnyCellModel(TextModel("x")).reuseIdentifier
        table.register(forReuseIdentifier: identifier) { HeadlessCell(reuseIdentifier: $0) }
        let mismatch = try #require(throws: HeadlessListError.self) {
            try table.setSections([CellSection(id: "", items: .text(["b"]))])
        }
        #expect(mismatch.kind == .cellTypeMismatch)
        #expect(mismatch.message.contains("TextModel cannot configure HeadlessCell"))
        table.register(forReuseIdentifier: identifier) { _ in TextCell(reuseIdentifier: "other") }
        let renamed = try #require(throws: HeadlessListError.self) {
            try table.setSections([CellSection(id: "", items: .text(["b"]))])
        }
        #expect(renamed.kind == .reuseIdentifierMismatch)
        #expect(table.cells.map(\.id) == [AnyID("a")])
        // Registering a good class again makes the same models showable.
        table.register(TextCell.self, forReuseIdentifier: identifier)
        try table.setSections([CellSection(id: "", items: .text(["b"]))])
        #expect(table.cells.map(\.id) == [AnyID("b")])
    }

    @Test("A header view whose custom behaviour answers no phase is refused too")
    func silentHeader() throws {
        let table = table(with: ["a"])
        let sections = [CellSection(id: "", header: .model(SilentHeaderModel()), items: .text(["a"]))]
        let error = try #require(throws: HeadlessListError.self) { try table.setSections(sections) }
        #expect(error.kind == .unansweredCustomLayout)
        #expect(error.message.contains("SilentHeaderView declares a custom layout behaviour"))
        let cells = [CellSection(id: "", items: [AnyCellModel(SilentModel("s"))])]
        #expect(throws: HeadlessListError.self) { try table.setSections(cells) }
        #expect(table.cells.map(\.id) == [AnyID("a")])
    }

    @Test("Checking makes no cell in vain: the cell made to check is the first one shown")
    func checkingMakesNoExtraCell() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 88))
        try table.setSections([CellSection(id: "", items: .text(["a", "b", "c", "d"]))])
        // Two rows of 44 are visible: two cells made, the checked one among them.
        #expect(table.reusePool.totalCounters == ReuseCounters(created: 2, reused: 0))
        #expect(table.instrumentation.sizingCellsCreated == 0)
    }

    @Test("performBatchUpdates during an update throws instead of stopping the program")
    func reentrantBatchUpdate() throws {
        let table = table(with: ["a"])
        var thrown: HeadlessListError?
        table.onEvent = { [unowned table] _ in
            guard thrown == nil else { return }
            do throws(HeadlessListError) {
                try table.performBatchUpdates(BatchUpdates(), sections: table.sections)
            } catch {
                thrown = error
            }
        }
        table.cells = .text(["a", "b"])
        #expect(thrown?.kind == .updateInProgress)
        #expect(table.cells.map(\.id) == [AnyID("a"), AnyID("b")])
    }
}

/// A model shown in a ``SilentCell``.
final class SilentModel: CellModel {
    typealias Cell = SilentCell
    let cellIdentifier: String
    var contentSnapshot: String { cellIdentifier }

    init(_ id: String) { cellIdentifier = id }

    func configure(_ cell: SilentCell) {}
}
