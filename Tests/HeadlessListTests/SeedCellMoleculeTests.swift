import CellModels
import Testing

@_spi(Instrumentation) @testable import HeadlessList

/// Seed 001's cell molecule, as the seed writes it: `layoutChild` puts
/// `someView`, and `someOtherView` holding `childView`, with the seed's
/// `.remakeEveryLayout`.
///
/// `someView` runs across the top, `inset` inside the content view, 20
/// tall; `someOtherView`, 60 × 30, is 8 below it and centred on it;
/// `childView` fills `someOtherView` 5 inside.
class MoleculeCell: HeadlessCell {
    let someView = HeadlessView(identifier: "someView")
    let someOtherView = HeadlessView(identifier: "someOtherView")
    let childView = HeadlessView(identifier: "childView")
    var inset = 10.0
    var layoutChildCount = 0

    override var layoutBehaviour: CellLayoutBehaviour { .remakeEveryLayout }

    override func layoutChild(_ thisLayout: ViewLayout<HeadlessView>) {
        layoutChildCount += 1
        thisLayout.put(someView) { someLayout in
            someLayout.fixToParent(.fullTop, with: EdgeInsets(all: inset))
            someLayout.height.equal(with: 20)
        }
        thisLayout.put(someOtherView) { someOtherLayout in
            someOtherLayout.atBottom(of: someView, spacing: 8)
            someOtherLayout.size(equalWith: Size(width: 60, height: 30))
            someOtherLayout.put(childView) { childLayout in
                childLayout.fillParent(with: EdgeInsets(all: 5))
            }
        }
    }
}

final class OnceMoleculeCell: MoleculeCell {
    override var layoutBehaviour: CellLayoutBehaviour { .once }
}

final class EditMoleculeCell: MoleculeCell {
    override var layoutBehaviour: CellLayoutBehaviour { .editEveryLayout }
}

/// The seed's custom cell: remade when reused, and in no other phase.
final class CustomMoleculeCell: MoleculeCell {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }

    override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy {
        switch phase {
        case .reused:
            return .remakeLayout
        default:
            return .none
        }
    }
}

/// A custom cell that forgot `shouldLayout(on:)`.
final class UnansweredMoleculeCell: MoleculeCell {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }
}

/// A custom cell that makes its layout first, then answers `strategy`.
final class StrategyMoleculeCell: MoleculeCell {
    var strategy = LayoutingStrategy.none

    override var layoutBehaviour: CellLayoutBehaviour { .custom }

    override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy {
        phase == .initial ? .makeLayout : strategy
    }
}

/// Seed 001's table cell with a calculated height.
final class MyTableCell: HeadlessCell {
    override func calculatedCellHeight(for cellWidth: Double) -> Double? {
        cellWidth / 3
    }
}

final class MyTableCellModel: CellModel {
    typealias Cell = MyTableCell
    let cellIdentifier: String
    var contentSnapshot: StateSnapshot { StateSnapshot(cellIdentifier) }

    init(_ cellIdentifier: String) { self.cellIdentifier = cellIdentifier }

    func configure(_ cell: MyTableCell) {}
}

/// Seed 001's "Cell Molecule": each layout behaviour, each phase, each
/// strategy, and calculated sizes.
@MainActor
@Suite("Seed 001: cell molecules, behaviours, phases and strategies")
struct SeedCellMoleculeTests {
    /// Runs the four phases a cell meets, first to last: initial (the
    /// first layout), needsLayoutSet (after `setNeedsLayout()`), none (a
    /// plain pass) and reused (back from the reuse pool). `beforeReuse`
    /// runs before the last.
    func runPhases(_ cell: MoleculeCell, beforeReuse: () -> Void = {}) throws {
        cell.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        try cell.layoutChildrenIfNeeded()
        cell.setNeedsLayout()
        try cell.layoutChildrenIfNeeded()
        try cell.layoutChildren()
        beforeReuse()
        let pool = ReusePool()
        pool.register(forReuseIdentifier: "molecule") { _ in cell }
        pool.enqueue(cell)
        #expect(try pool.dequeue("molecule") === cell)
        try cell.layoutChildrenIfNeeded()
    }

    /// The molecule's frames, in the 200 × 100 cell, for `inset`.
    func expectFrames(_ cell: MoleculeCell, inset: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        // someView: `inset` from the top, left and right of 200 wide, 20 tall.
        #expect(
            cell.someView.frame == Rect(x: inset, y: inset, width: 200 - 2 * inset, height: 20),
            sourceLocation: sourceLocation)
        // someOtherView: top = inset + 20 + 8; centre x = someView's, 100;
        // x = 100 − 60 / 2 = 70.
        #expect(
            cell.someOtherView.frame == Rect(x: 70, y: inset + 28, width: 60, height: 30),
            sourceLocation: sourceLocation)
        // childView: 5 inside 60 × 30.
        #expect(cell.childView.frame == Rect(x: 5, y: 5, width: 50, height: 20), sourceLocation: sourceLocation)
    }

    /// Whether the lists share a constraint (the old list is kept alive,
    /// so identities are not reused).
    func shares(_ new: [LayoutConstraint], _ old: [LayoutConstraint]) -> Bool {
        new.contains { constraint in old.contains { $0 === constraint } }
    }

    /// Whether the lists hold the same constraints, in order.
    func same(_ new: [LayoutConstraint], _ old: [LayoutConstraint]) -> Bool {
        new.count == old.count && zip(new, old).allSatisfy { $0 === $1 }
    }

    @Test("The seed's MoleculeCell: remakeEveryLayout remakes on every layout and on reuse")
    func remakeEveryLayout() throws {
        let cell = MoleculeCell(reuseIdentifier: "molecule")
        var first: [LayoutConstraint] = []
        try runPhases(cell) {
            first = cell.someView.constraints
            cell.inset = 20
        }
        #expect(cell.layoutChildCount == 4)
        #expect(
            cell.layoutHistory == [
                CellLayoutPass(.initial, .makeLayout), CellLayoutPass(.needsLayoutSet, .remakeLayout),
                CellLayoutPass(CellLayouting.none, .remakeLayout), CellLayoutPass(.reused, .remakeLayout),
            ])
        // One set of constraints, made anew.
        #expect(cell.someView.constraints.count == first.count)
        #expect(!shares(cell.someView.constraints, first))
        expectFrames(cell, inset: 20)
    }

    @Test("once: layoutChild runs on the first layout only")
    func once() throws {
        let cell = OnceMoleculeCell(reuseIdentifier: "molecule")
        try runPhases(cell) { cell.inset = 20 }
        #expect(cell.layoutChildCount == 1)
        #expect(
            cell.layoutHistory == [
                CellLayoutPass(.initial, .makeLayout), CellLayoutPass(.needsLayoutSet, .none),
                CellLayoutPass(CellLayouting.none, .none), CellLayoutPass(.reused, .none),
            ])
        // The inset set later is never laid out.
        expectFrames(cell, inset: 10)
    }

    @Test("editEveryLayout: make and edit on every layout and on reuse, the same constraints edited")
    func editEveryLayout() throws {
        let cell = EditMoleculeCell(reuseIdentifier: "molecule")
        var first: [LayoutConstraint] = []
        try runPhases(cell) {
            first = cell.someView.constraints
            cell.inset = 20
        }
        #expect(cell.layoutChildCount == 4)
        #expect(cell.layoutHistory.map(\.strategy) == Array(repeating: .makeAndEditLayout, count: 4))
        #expect(same(cell.someView.constraints, first))
        expectFrames(cell, inset: 20)
    }

    @Test("custom: shouldLayout(on:) is asked in each phase; the seed's cell lays out when reused only")
    func custom() throws {
        let cell = CustomMoleculeCell(reuseIdentifier: "molecule")
        try runPhases(cell) {
            // initial, needsLayoutSet and none answered none: nothing laid out.
            #expect(cell.layoutChildCount == 0)
            #expect(cell.someView.superview == nil)
        }
        #expect(
            cell.layoutHistory == [
                CellLayoutPass(.initial, .none), CellLayoutPass(.needsLayoutSet, .none),
                CellLayoutPass(CellLayouting.none, .none), CellLayoutPass(.reused, .remakeLayout),
            ])
        #expect(cell.layoutChildCount == 1)
        #expect(cell.someView.superview === cell.contentView)
        expectFrames(cell, inset: 10)
    }

    @Test("custom without shouldLayout(on:): a typed error when the cell is created, never a trap")
    func customUnanswered() throws {
        let pool = ReusePool()
        pool.register(UnansweredMoleculeCell.self, forReuseIdentifier: "molecule")
        #expect {
            try pool.dequeue("molecule")
        } throws: { error in
            guard let error = error as? HeadlessListError else { return false }
            return error.kind == .unansweredCustomLayout
                && error.message
                    == "UnansweredMoleculeCell declares a custom layout behaviour but gives no strategy for the initial phase: override shouldLayout(on:) to answer for every phase"
        }
    }

    @Test(
        "Each LayoutingStrategy, answered for a plain pass after makeLayout",
        arguments: [
            LayoutingStrategy.makeAndEditLayout, .remakeLayout, .makeLayout, .makeLayoutCleanly, .none,
        ])
    func strategy(_ strategy: LayoutingStrategy) throws {
        let cell = StrategyMoleculeCell(reuseIdentifier: "molecule")
        cell.strategy = strategy
        cell.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        try cell.layoutChildren()
        let first = cell.someView.constraints
        // fixToParent(.fullTop): top, left, right; and the height.
        #expect(first.count == 4)
        let foreign = HeadlessView(identifier: "foreign")
        cell.contentView.addSubview(foreign)
        try cell.layoutChildren()
        #expect(
            cell.layoutHistory == [CellLayoutPass(.initial, .makeLayout), CellLayoutPass(CellLayouting.none, strategy)])
        switch strategy {
        case .makeAndEditLayout:
            #expect(cell.layoutChildCount == 2 && same(cell.someView.constraints, first))
        case .remakeLayout:
            #expect(cell.layoutChildCount == 2 && cell.someView.constraints.count == 4)
            #expect(!shares(cell.someView.constraints, first))
        case .makeLayout:
            // Every constraint added again: a duplicate of each.
            #expect(cell.layoutChildCount == 2 && cell.someView.constraints.count == 8)
        case .makeLayoutCleanly:
            #expect(cell.layoutChildCount == 2 && cell.someView.constraints.count == 4)
            #expect(!shares(cell.someView.constraints, first))
        case .none:
            #expect(cell.layoutChildCount == 1 && same(cell.someView.constraints, first))
        }
        // Only makeLayoutCleanly removes what the cell did not lay out.
        #expect((foreign.superview == nil) == (strategy == .makeLayoutCleanly))
        expectFrames(cell, inset: 10)
    }

    @Test("calculatedCellHeight(for:): a table's row is cellWidth / 3 tall; by default the row is measured")
    func calculatedCellHeight() throws {
        let table = HeadlessTable(
            size: Size(width: 300, height: 600), metrics: TableLayout.Metrics(rowHeight: .automatic))
        table.cells = [AnyCellModel(MyTableCellModel("a")), AnyCellModel(MyTableCellModel("b"))]
        // 300 / 3 = 100 a row: the second row from y = 100.
        #expect(try table.frameForItem(at: ItemPath(section: 0, item: 0)) == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(
            try table.frameForItem(at: ItemPath(section: 0, item: 1)) == Rect(x: 0, y: 100, width: 300, height: 100))
        // The defaults calculate nothing: the list measures the cell.
        let plain = HeadlessCell(reuseIdentifier: "plain")
        #expect(plain.calculatedCellHeight(for: 300) == nil)
        #expect(plain.calculatedCellSize(for: 300) == nil)
    }
}
