import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

/// A cell whose behaviour is chosen per instance, building a title and a
/// subtitle.
final class BehaviourCell: HeadlessCell {
    var behaviour: CellLayoutBehaviour = .once
    var title: HeadlessLabel?

    override var layoutBehaviour: CellLayoutBehaviour { behaviour }

    override func buildChildren(_ children: ChildBuilder) {
        title = children.child("title") { HeadlessLabel() }
        _ = children.child("subtitle") { HeadlessLabel() }
    }
}

/// A remake-every-layout cell with a model, to check bindings follow the
/// rebuilt children.
final class RemakeCell: HeadlessCell {
    var title: HeadlessLabel!

    override var layoutBehaviour: CellLayoutBehaviour { .remakeEveryLayout }

    override func buildChildren(_ children: ChildBuilder) {
        title = children.child("title") { HeadlessLabel() }
    }
}

final class RemakeModel: CellModel {
    typealias Cell = RemakeCell
    let cellIdentifier: String
    @ViewState var title: String
    var contentSnapshot: StateSnapshot { StateSnapshot(title) }

    init(_ id: String, _ title: String) {
        cellIdentifier = id
        self.title = title
    }

    func configure(_ cell: RemakeCell) {
        $title.bind(to: cell.title, \.text, owner: cell.bindingOwner)
    }
}

@MainActor
@Suite("Cell layout behaviours")
struct CellLayoutTests {
    func cell(_ behaviour: CellLayoutBehaviour) -> BehaviourCell {
        let cell = BehaviourCell(reuseIdentifier: "cell")
        cell.behaviour = behaviour
        return cell
    }

    /// Runs the four phases in order: initial, needs layout, plain pass,
    /// reused.
    func runPhases(_ cell: HeadlessCell) throws {
        try cell.layoutChildrenIfNeeded()
        cell.setNeedsLayout()
        try cell.layoutChildrenIfNeeded()
        try cell.layoutChildrenIfNeeded()  // nothing to do
        try cell.layoutChildren()
        let pool = ReusePool()
        pool.enqueue(cell)
        pool.register(BehaviourCell.self, forReuseIdentifier: "cell")
        _ = try pool.dequeue("cell")
        try cell.layoutChildrenIfNeeded()
    }

    @Test("Once: the hook runs on the first layout only")
    func once() throws {
        let cell = cell(.once)
        try runPhases(cell)
        #expect(
            cell.layoutHistory == [
                CellLayoutPass(.initial, .makeLayout), CellLayoutPass(.needsLayoutSet, .none),
                CellLayoutPass(CellLayouting.none, .none),
                CellLayoutPass(.reused, .none),
            ])
        #expect(cell.buildCount == 1)
        #expect(cell.contentView.subviews.count == 2)
    }

    @Test("Remake every layout: the hook's children are removed and made again; others stay")
    func remake() throws {
        let cell = cell(.remakeEveryLayout)
        try cell.layoutChildren()
        let firstTitle = try #require(cell.title)
        let foreign = HeadlessImageView(identifier: "foreign")
        cell.contentView.addSubview(foreign)
        try runPhases(cell)
        // The first call of runPhases finds nothing to do: the cell was laid out.
        #expect(
            cell.layoutHistory == [
                CellLayoutPass(.initial, .makeLayout), CellLayoutPass(.needsLayoutSet, .remakeLayout),
                CellLayoutPass(CellLayouting.none, .remakeLayout),
                CellLayoutPass(.reused, .remakeLayout),
            ])
        #expect(cell.buildCount == 4)
        #expect(cell.title !== firstTitle && firstTitle.superview == nil)
        #expect(cell.contentView.subviews.count == 3)
        #expect(cell.contentView.firstSubview(withIdentifier: "foreign") === foreign)
        #expect(cell.madeChildCount == 8)
    }

    @Test("Edit every layout: the hook runs every time and gets its children back")
    func edit() throws {
        let cell = cell(.editEveryLayout)
        try runPhases(cell)
        let title = cell.title
        try cell.layoutChildren()
        #expect(cell.title === title)
        #expect(cell.layoutHistory.map(\.strategy) == Array(repeating: .makeAndEditLayout, count: 5))
        #expect(
            cell.layoutHistory.map(\.phase) == [
                .initial, .needsLayoutSet, CellLayouting.none, .reused, CellLayouting.none,
            ])
        #expect(cell.buildCount == 5)
        #expect(cell.madeChildCount == 2)
        #expect(cell.contentView.subviews.count == 2)
    }

    @Test("The layout history keeps the most recent passes, at most layoutHistoryLimit of them")
    func boundedHistory() throws {
        let cell = cell(.editEveryLayout)
        let pool = ReusePool()
        pool.register(BehaviourCell.self, forReuseIdentifier: "cell")
        var passes: [CellLayoutPass] = []
        for round in 0..<100 {
            switch round % 3 {
            case 0:
                passes.append(CellLayoutPass(round == 0 ? .initial : CellLayouting.none, .makeAndEditLayout))
            case 1:
                cell.setNeedsLayout()
                passes.append(CellLayoutPass(.needsLayoutSet, .makeAndEditLayout))
            default:
                pool.enqueue(cell)
                _ = try pool.dequeue("cell")
                passes.append(CellLayoutPass(.reused, .makeAndEditLayout))
            }
            try cell.layoutChildren()
            #expect(cell.layoutHistory == Array(passes.suffix(HeadlessCell.layoutHistoryLimit)))
        }
        #expect(HeadlessCell.layoutHistoryLimit == 64)
        #expect(cell.layoutHistory.count == 64)
        // Round 36, the 37th pass.
        #expect(cell.layoutHistory.first == CellLayoutPass(CellLayouting.none, .makeAndEditLayout))
        #expect(cell.buildCount == 100)
    }

    @Test("Custom: each phase's answer is used; make twice makes duplicates; make cleanly removes everything")
    func custom() throws {
        let cell = CustomCell(reuseIdentifier: "custom")
        try cell.layoutChildren()  // initial: make
        #expect(cell.contentView.subviews.count == 1)
        try cell.layoutChildren()  // plain pass: make again, a duplicate
        #expect(cell.contentView.subviews.count == 2)
        cell.setNeedsLayout()
        try cell.layoutChildren()  // needs layout: make and edit, nothing new
        #expect(cell.contentView.subviews.count == 2)
        cell.contentView.addSubview(HeadlessLabel(identifier: "foreign"))
        let pool = ReusePool()
        pool.register(CustomCell.self, forReuseIdentifier: "custom")
        pool.enqueue(cell)
        _ = try pool.dequeue("custom")
        try cell.layoutChildrenIfNeeded()  // reused: make cleanly
        #expect(cell.contentView.subviews.count == 1)
        #expect(cell.contentView.firstSubview(withIdentifier: "foreign") == nil)
        #expect(
            cell.layoutHistory == [
                CellLayoutPass(.initial, .makeLayout), CellLayoutPass(CellLayouting.none, .makeLayout),
                CellLayoutPass(.needsLayoutSet, .makeAndEditLayout),
                CellLayoutPass(.reused, .makeLayoutCleanly),
            ])
    }

    @Test("Custom without an answer: the pass throws and changes nothing")
    func unanswered() throws {
        let cell = ForgetfulCell(reuseIdentifier: "forgetful")
        try cell.layoutChildren()
        #expect(cell.nextLayoutPhase == CellLayouting.none)
        #expect(throws: Never.self) { try cell.strategy(for: .initial) }
        let pool = ReusePool()
        pool.register(ForgetfulCell.self, forReuseIdentifier: "forgetful")
        pool.enqueue(cell)
        _ = try pool.dequeue("forgetful")
        #expect(cell.nextLayoutPhase == .reused)
        #expect(throws: HeadlessListError.self) { try cell.layoutChildrenIfNeeded() }
        #expect(cell.layoutHistory == [CellLayoutPass(.initial, .makeLayout)])
        #expect(cell.nextLayoutPhase == .reused)
    }

    @Test("In a table: a reused cell's pass is the reused phase, a reconfigured cell's the needs-layout phase")
    func inTable() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 44))
        table.cells = [AnyCellModel(RemakeModel("a", "A")), AnyCellModel(RemakeModel("b", "B"))]
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? RemakeCell)
        #expect(cell.layoutHistory == [CellLayoutPass(.initial, .makeLayout)])
        table.setContentOffset(Point(x: 0, y: 44))
        #expect(cell.layoutHistory.last == CellLayoutPass(.reused, .remakeLayout))
        #expect(cell.title.text == "B")
        // Reconfiguring remakes the children and binds them again.
        let b2 = RemakeModel("b", "B2")
        table.cells = [AnyCellModel(RemakeModel("a", "A")), AnyCellModel(b2)]
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        #expect(cell.layoutHistory.last == CellLayoutPass(.needsLayoutSet, .remakeLayout))
        #expect(cell.title.text == "B2")
        b2.title = "B3"
        #expect(cell.title.text == "B3")
        #expect(cell.contentView.subviews.count == 1)
        // A binding that changes a label's text marks the cell as needing
        // layout: the label's intrinsic size changed.
        #expect(cell.needsLayout)
        table.layoutVisibleCells()
        #expect(cell.layoutHistory.last == CellLayoutPass(.needsLayoutSet, .remakeLayout))
        // A plain pass over the visible cells remakes and rebinds too.
        table.layoutVisibleCells()
        #expect(cell.layoutHistory.last == CellLayoutPass(CellLayouting.none, .remakeLayout))
        b2.title = "B4"
        #expect(cell.title.text == "B4")
    }

    @Test("A table refuses cells of a custom cell without an answer, with a clear message, and stays as it was")
    func unansweredInTable() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 100))
        table.cells = .text(["a"])
        table.register(ForgetfulCell.self, forReuseIdentifier: AnyCellModel(TextModel("x")).reuseIdentifier)
        table.cells = .text(["b"])
        #expect(table.cells.map(\.id) == [AnyID("a")])
        guard case .rejectedSnapshot(let error)? = table.diagnosticsLog.last else {
            Issue.record("no diagnostic")
            return
        }
        #expect(error.kind == .unansweredCustomLayout)
        #expect(
            error.message.contains(
                "ForgetfulCell declares a custom layout behaviour but gives no strategy for the reused phase"))
        #expect(throws: error) { try table.setSections([CellSection(id: "", items: .text(["b"]))]) }
        #expect(table.cells.map(\.id) == [AnyID("a")])
    }
}
