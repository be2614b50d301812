import CellModels
import ConstraintSolver
@_spi(ListEngine) import ListDiff
import Testing

@_spi(Instrumentation) @testable import HeadlessList

/// A cell laid out with the DSL: a name on one line, and a bio that wraps
/// below it, both 12 inside the cell; the bio, hugging less, takes any room
/// left. The bio's inset below is the model's `bottomInset`, so
/// make-and-edit has a constant to edit.
class BioCell: HeadlessCell {
    let name = HeadlessLabel(identifier: "name")
    let bio = build(HeadlessLabel(identifier: "bio")) {
        $0.numberOfLines = 0
        $0.setContentHuggingPriority(ConstraintPriority(240), for: .vertical)
    }

    override func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        let bottom = model?.base(as: BioModel.self)?.bottomInset ?? 12
        layout.put(name) { $0.fixToParent(.fullTop, with: EdgeInsets(all: 12)) }
        layout.put(bio) { bio in
            bio.atBottom(of: name, spacing: 4)
            bio.fixToParent(.fullBottom, with: EdgeInsets(top: 0, left: 12, bottom: bottom, right: 12))
        }
    }
}

final class RemakeBioCell: BioCell {
    override var layoutBehaviour: CellLayoutBehaviour { .remakeEveryLayout }
}

final class EditBioCell: BioCell {
    override var layoutBehaviour: CellLayoutBehaviour { .editEveryLayout }
}

/// A custom cell that makes (adds) its constraints in every phase.
final class MakeBioCell: BioCell {
    override var layoutBehaviour: CellLayoutBehaviour { .custom }
    override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy? { .makeLayout }
}

final class BioModel: CellModel {
    typealias Cell = BioCell
    let cellIdentifier: String
    @ViewState var name: String
    @ViewState var bio: String
    let bottomInset: Double
    var contentSnapshot: StateSnapshot { StateSnapshot(name, bio, bottomInset) }

    init(_ id: String, name: String = "Ann", bio: String, bottomInset: Double = 12) {
        cellIdentifier = id
        self.name = name
        self.bio = bio
        self.bottomInset = bottomInset
    }

    func configure(_ cell: BioCell) {
        $name.bind(to: cell.name, \.text)
        $bio.bind(to: cell.bio, \.text)
    }
}

@MainActor
@Suite("Cells on constraint layout: layoutChild, behaviours, self-sizing rows")
struct CellConstraintLayoutTests {
    func table(_ cellClass: BioCell.Type = BioCell.self, height: Double = 480) -> HeadlessTable {
        let table = HeadlessTable(
            size: Size(width: 320, height: height), metrics: TableLayout.Metrics(rowHeight: .automatic))
        table.register(cellClass, forReuseIdentifier: BioModel.reuseIdentifier)
        return table
    }

    func heights(_ table: HeadlessTable) throws -> [Double] {
        try (0..<table.numberOfItems(inSection: 0)).map { try table.frameForItem(at: path(0, $0)).height }
    }

    @Test("Rows size themselves from their constraints, and grow and shrink after a reconfiguring diff")
    func selfSizing() throws {
        let table = table()
        // 320 − 24 = 296 wide: 37 characters a line. A row is 12 + 20 + 4 +
        // the bio + 12.
        table.cells = [AnyCellModel(BioModel("a", bio: "Hi")), AnyCellModel(BioModel("b", bio: text(80)))]
        #expect(try heights(table) == [68, 108])
        let cell = try #require(table.cellForItem(at: path(0, 1)) as? BioCell)
        #expect(cell.frame == Rect(x: 0, y: 68, width: 320, height: 108))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 108))
        #expect(cell.name.frame == Rect(x: 12, y: 12, width: 296, height: 20))
        #expect(cell.bio.frame == Rect(x: 12, y: 36, width: 296, height: 60))

        table.cells = [AnyCellModel(BioModel("a", bio: text(40))), AnyCellModel(BioModel("b", bio: "Hi"))]
        #expect(try heights(table) == [88, 68])
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        #expect(cell.frame == Rect(x: 0, y: 88, width: 320, height: 68))
        #expect(cell.bio.frame == Rect(x: 12, y: 36, width: 296, height: 20))
    }

    @Test(
        "A layout that reads the model is made for the model the cell shows: when measured, shown, reused and edited",
        arguments: [RemakeBioCell.self, EditBioCell.self] as [BioCell.Type])
    func layoutReadsModel(cellClass: BioCell.Type) throws {
        // As UIKit configures a cell in `cellForRowAt` before its
        // `layoutSubviews`: `layoutChild` reads the model's bottom inset.
        let table = table(cellClass, height: 200)
        let insets = [12.0, 30, 20]
        table.cells = (0..<30).map { AnyCellModel(BioModel("p\($0)", bio: "Hi", bottomInset: insets[$0 % 3])) }
        #expect(try heights(table) == (0..<30).map { 56 + insets[$0 % 3] })
        for offset in [0.0, 700, 1_500, 300] {
            table.setContentOffset(Point(x: 0, y: offset))
            for path in table.indexPathsForVisibleItems {
                let cell = try #require(table.cellForItem(at: path) as? BioCell)
                #expect(cell.bio.frame == Rect(x: 12, y: 36, width: 296, height: 20), "\(path) at \(offset)")
                #expect(cell.frame.height == 56 + insets[path.item % 3], "\(path) at \(offset)")
            }
        }
        // A reconfigured row with a new inset is measured and laid out for it.
        var models = (0..<30).map { AnyCellModel(BioModel("p\($0)", bio: "Hi", bottomInset: insets[$0 % 3])) }
        let shown = try #require(table.indexPathsForVisibleItems.first)
        models[shown.item] = AnyCellModel(BioModel("p\(shown.item)", bio: "Hi", bottomInset: 40))
        table.cells = models
        #expect(try table.frameForItem(at: shown).height == 96)
        let cell = try #require(table.cellForItem(at: shown) as? BioCell)
        #expect(cell.frame.height == 96)
        #expect(cell.bio.frame == Rect(x: 12, y: 36, width: 296, height: 20))
    }

    @Test("Measuring uses one sizing cell, and a width change measures again")
    func widthChange() throws {
        let table = table()
        table.cells = (0..<5).map { AnyCellModel(BioModel("r\($0)", bio: text(40 * $0))) }
        // An empty bio is 0 tall: 12 + 20 + 4 + 12.
        #expect(try heights(table) == [48, 88, 108, 128, 148])
        #expect(table.instrumentation.sizingCellsCreated == 1)
        let passes = table.instrumentation.sizingPasses
        table.setViewportSize(Size(width: 160, height: 480))
        // 136 wide: 17 characters a line.
        #expect(try heights(table) == [48, 108, 148, 208, 248])
        #expect(table.instrumentation.sizingPasses == passes + 5)
    }

    @Test("A sizing cell, measured in place, gives what a fresh cell gives at every width and text")
    func sizingCellInPlace() throws {
        /// The height a new cell, never measured before, needs.
        func fresh(_ model: BioModel, width: Double) throws -> Double {
            let cell = BioCell(reuseIdentifier: "profile")
            cell.frame = Rect(x: 0, y: 0, width: width, height: 100)
            cell.show(AnyCellModel(model))
            try cell.layoutChildrenIfNeeded()
            return cell.preferredHeight(forWidth: width)
        }
        let sizing = BioCell(reuseIdentifier: "profile")
        sizing.isSizingView = true
        sizing.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        let cases: [(bio: Int, width: Double)] = [(0, 320), (80, 320), (80, 160), (10, 100), (120, 320), (0, 240)]
        for (index, (length, width)) in cases.enumerated() {
            let model = BioModel("m\(index)", bio: text(length))
            sizing.show(AnyCellModel(model))
            try sizing.layoutChildrenIfNeeded()
            #expect(sizing.preferredHeight(forWidth: width) == (try fresh(model, width: width)), "case \(index)")
        }
    }

    /// Lays `cell` out through `passes` reuses, showing a model each time.
    func reuse(_ cell: BioCell, passes: Int, inset: (Int) -> Double = { _ in 12 }) throws {
        let pool = ReusePool()
        pool.register(forReuseIdentifier: "profile") { _ in cell }
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 100)
        for pass in 0..<passes {
            if pass > 0 {
                pool.enqueue(cell)
                _ = try pool.dequeue("profile")
            }
            cell.show(AnyCellModel(BioModel("p\(pass)", bio: "Hi", bottomInset: inset(pass))))
            try cell.layoutChildrenIfNeeded()
        }
    }

    @Test("remake holds exactly one set of constraints after any number of reuses")
    func remake() throws {
        let cell = RemakeBioCell(reuseIdentifier: "profile")
        try reuse(cell, passes: 5)
        #expect(cell.name.constraints.count == 3)
        // atBottom(of:), its centring on the name, and three edges.
        #expect(cell.bio.constraints.count == 5)
        #expect(cell.contentView.subviews.count == 2)
        #expect(
            cell.layoutHistory.map(\.strategy) == [
                .makeLayout, .remakeLayout, .remakeLayout, .remakeLayout, .remakeLayout,
            ])
        #expect(cell.bio.frame == Rect(x: 12, y: 36, width: 296, height: 52))
    }

    @Test("edit updates the constants of its constraints in place")
    func edit() throws {
        let cell = EditBioCell(reuseIdentifier: "profile")
        try reuse(cell, passes: 1)
        let before = cell.bio.constraints.map(ObjectIdentifier.init)
        try reuse(cell, passes: 4, inset: { Double(10 * $0) })
        #expect(cell.bio.constraints.map(ObjectIdentifier.init) == before)
        #expect(cell.bio.constraints.count == 5)
        #expect(cell.bio.constraints.map(\.constant).contains(-30))
        // The last pass's inset (30) holds: the bio is 100 − 36 − 30 tall.
        #expect(cell.bio.frame == Rect(x: 12, y: 36, width: 296, height: 34))
        #expect(cell.name.frame == Rect(x: 12, y: 12, width: 296, height: 20))
    }

    @Test("make, run on every pass, holds a set of duplicates per pass")
    func make() throws {
        let cell = MakeBioCell(reuseIdentifier: "profile")
        try reuse(cell, passes: 3)
        #expect(cell.name.constraints.count == 9)
        #expect(cell.bio.constraints.count == 15)
        #expect(cell.contentView.subviews.count == 2)
        // The content view's pin to the cell is made once.
        #expect(cell.contentView.constraints.count == 4)
    }

    @Test("once lays out on the first pass only")
    func once() throws {
        let cell = BioCell(reuseIdentifier: "profile")
        try reuse(cell, passes: 3)
        #expect(cell.name.constraints.count == 3)
        #expect(cell.layoutHistory.map(\.strategy) == [.makeLayout, .none, .none])
    }

    final class ConflictedCell: HeadlessCell {
        let label = HeadlessLabel()
        override func layoutChild(_ layout: ViewLayout<HeadlessView>) {
            layout.put(label) { label in
                label.width.equal(with: 10, priority: .required)
                label.width.equal(with: 20, priority: .required)
            }
        }
    }

    @Test("A cell whose constraints conflict throws a readable error and lays out nothing")
    func conflict() {
        let cell = ConflictedCell(reuseIdentifier: "conflicted")
        let error = #expect(throws: HeadlessListError.self) { try cell.layoutChildren() }
        #expect(error?.kind == .cellLayout)
        #expect(error?.message.contains("HeadlessLabel.width == 20 (required)") == true)
        #expect(error?.message.contains("HeadlessLabel.width == 10 (required)") == true)
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.contentView.translatesFrameIntoConstraints)
    }
}
