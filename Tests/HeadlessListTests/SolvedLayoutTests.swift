import CellModels
import ListDiff
import TestSupport
import Testing

@_spi(Instrumentation) @testable import HeadlessList
@testable import HeadlessViews

/// A bio cell whose name keeps its own width (at most the cell's), so that
/// its frame shows the name's intrinsic width.
final class TagBioCell: BioCell {
    override func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        layout.put(name) { name in
            name.fixToParent([.top, .left], with: EdgeInsets(all: 12))
            name.inParent(.right, moreThan: 12)
        }
        layout.put(bio) { bio in
            bio.atBottom(of: name, spacing: 4)
            bio.fixToParent(.fullBottom, with: EdgeInsets(all: 12))
        }
    }
}

/// A list keeps the solve of the cell that showed each item and lays out a
/// cell showing the item again from it; these tests hold every such layout
/// to what a fresh cell, never laid out before, gives for the same model and
/// size.
@MainActor
@Suite("Cells laid out from the solve kept for their item")
struct SolvedLayoutTests {
    /// The frames of a cell's labels and content view.
    func frames(_ cell: BioCell) -> [Rect] {
        [cell.contentView.frame, cell.name.frame, cell.bio.frame]
    }

    /// The frames a new cell of `cell`'s class gives for `cell`'s model
    /// at `cell`'s size.
    func freshFrames(like cell: BioCell) throws -> [Rect] {
        let fresh = type(of: cell).init(reuseIdentifier: "fresh")
        fresh.frame = Rect(x: 0, y: 0, width: cell.frame.width, height: cell.frame.height)
        fresh.show(try #require(cell.model))
        try fresh.layoutChildrenIfNeeded()
        return frames(fresh)
    }

    /// Checks every visible cell against a fresh one.
    func checkVisibleCells(_ table: HeadlessTable, _ context: String) throws {
        for path in table.indexPathsForVisibleItems {
            let cell = try #require(table.cellForItem(at: path) as? BioCell)
            let fresh = try freshFrames(like: cell)
            #expect(frames(cell) == fresh, "\(context), item \(path.item): \(frames(cell)) vs \(fresh)")
        }
    }

    func models(_ count: Int, random: inout SeededGenerator) -> [AnyCellModel] {
        (0..<count).map { index in
            AnyCellModel(
                BioModel(
                    "r\(index)", name: String(repeating: "N", count: Int.random(in: 1...30, using: &random)),
                    bio: text(Int.random(in: 0...150, using: &random))))
        }
    }

    @Test(
        "Scrolling, diffs and width changes: every visible cell has a fresh cell's frames",
        arguments: [
            (BioCell.self, 1), (RemakeBioCell.self, 2), (EditBioCell.self, 3), (MakeBioCell.self, 4),
            (TagBioCell.self, 5),
        ]
            as [(BioCell.Type, UInt64)])
    func matchesFreshCells(cellClass: BioCell.Type, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let table = HeadlessTable(
            size: Size(width: 320, height: 400), metrics: TableLayout.Metrics(rowHeight: .estimated(60)))
        table.register(cellClass, forReuseIdentifier: BioModel.reuseIdentifier)
        table.cells = models(60, random: &random)
        for step in 0..<60 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                // New texts for some items, with the same identifiers.
                var cells = table.cells
                let replacements = models(cells.count, random: &random)
                for index in cells.indices where Bool.random(using: &random) { cells[index] = replacements[index] }
                // And names alone, which keep the row's height.
                for index in cells.indices where Bool.random(using: &random) {
                    guard let old = cells[index].base(as: BioModel.self) else { continue }
                    let name = String(repeating: "M", count: Int.random(in: 1...30, using: &random))
                    cells[index] = AnyCellModel(BioModel(old.cellIdentifier, name: name, bio: old.bio))
                }
                table.cells = cells
            case 1:
                let width = [320.0, 280, 200].randomElement(using: &random)!
                table.setViewportSize(Size(width: width, height: 400))
            default:
                let bottom = max(table.contentSize.height - table.viewportSize.height, 0)
                table.setContentOffset(Point(x: 0, y: Double.random(in: 0...bottom, using: &random).rounded()))
            }
            try checkVisibleCells(table, "\(cellClass), step \(step)")
        }
        // Scrolling back over what was shown lays cells out from kept solves.
        if cellClass != MakeBioCell.self {
            #expect(table.instrumentation.solvedLayoutsReused > 0)
        }
    }

    /// A table scrolled to the bottom and back to the top, so that the
    /// first cells were laid out from kept solves.
    func scrolledBack(_ table: HeadlessTable) {
        table.setContentOffset(Point(x: 0, y: table.contentSize.height - table.viewportSize.height))
        table.setContentOffset(Point(x: 0, y: 0))
    }

    @Test("A cell laid out from a kept solve follows a later change of its text")
    func laterChange() throws {
        var random = SeededGenerator(seed: 9)
        let table = HeadlessTable(
            size: Size(width: 320, height: 300), metrics: TableLayout.Metrics(rowHeight: .estimated(60)))
        table.register(BioCell.self, forReuseIdentifier: BioModel.reuseIdentifier)
        table.cells = models(40, random: &random)
        let before = table.instrumentation.solvedLayoutsReused
        scrolledBack(table)
        #expect(table.instrumentation.solvedLayoutsReused > before)
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? BioCell)
        let model = try #require(cell.model?.base(as: BioModel.self))
        // A binding writes the new text; the cell keeps its row's height.
        model.bio = text(10)
        model.name = "Bo"
        cell.layoutIfNeeded()
        #expect(frames(cell) == (try freshFrames(like: cell)))
        // And its size changing lays it out again too.
        cell.frame = Rect(x: 0, y: 0, width: 200, height: 150)
        cell.layoutIfNeeded()
        #expect(frames(cell) == (try freshFrames(like: cell)))
    }

    @Test("A kept solve is not used for other inputs: new text, another row height")
    func otherInputs() throws {
        let table = HeadlessTable(
            size: Size(width: 320, height: 200), metrics: TableLayout.Metrics(rowHeight: .estimated(60)))
        table.register(BioCell.self, forReuseIdentifier: BioModel.reuseIdentifier)
        table.cells = (0..<30).map { AnyCellModel(BioModel("r\($0)", bio: text(30 + $0))) }
        scrolledBack(table)
        let reused = table.instrumentation.solvedLayoutsReused
        #expect(reused > 0)
        // The first items get longer bios while out of view: their rows are
        // measured again, and their cells solved, not taken from the old
        // solves.
        table.setContentOffset(Point(x: 0, y: table.contentSize.height - table.viewportSize.height))
        table.cells = (0..<30).map { AnyCellModel(BioModel("r\($0)", bio: text($0 < 5 ? 120 : 30 + $0))) }
        table.setContentOffset(Point(x: 0, y: 0))
        try checkVisibleCells(table, "after new texts")
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? BioCell)
        #expect(cell.bio.frame.height > 40)
    }

    /// A cell of `type` at 320 × `height` laid out showing `model`.
    func laidOut(_ type: BioCell.Type, _ model: BioModel, height: Double) throws -> BioCell {
        let cell = type.init(reuseIdentifier: "profile")
        cell.frame = Rect(x: 0, y: 0, width: 320, height: height)
        cell.show(AnyCellModel(model))
        try cell.layoutChildrenIfNeeded()
        return cell
    }

    @Test("A kept solve lays out only a cell of the same constraints, sizes and texts")
    func sameShapeOnly() throws {
        let source = try laidOut(EditBioCell.self, BioModel("a", bio: text(60)), height: 100)
        let solved = try #require(source.layoutSystem?.takeSolvedLayout())
        #expect(source.layoutSystem?.takeSolvedLayout() == nil, "taken once")
        func applies(_ cell: BioCell, showing model: BioModel) throws -> Bool {
            cell.show(AnyCellModel(model))
            try cell.layoutChildrenIfNeeded()
            cell.setNeedsLayout()
            let system = try #require(cell.layoutSystem)
            system.needsSolve = true
            return system.apply(solved)
        }
        // Another cell, laid out for other content, then showing the same.
        let same = try laidOut(EditBioCell.self, BioModel("b", bio: "Hi"), height: 100)
        #expect(try applies(same, showing: BioModel("c", bio: text(60))))
        #expect(frames(same) == frames(source))
        // Another inset is another constant: another shape.
        let inset = try laidOut(EditBioCell.self, BioModel("d", bio: "Hi", bottomInset: 20), height: 100)
        #expect(try !applies(inset, showing: BioModel("e", bio: text(60), bottomInset: 20)))
        // Another text or another size is another input.
        let longer = try laidOut(EditBioCell.self, BioModel("f", bio: "Hi"), height: 100)
        #expect(try !applies(longer, showing: BioModel("g", bio: text(61))))
        let taller = try laidOut(EditBioCell.self, BioModel("h", bio: "Hi"), height: 120)
        #expect(try !applies(taller, showing: BioModel("i", bio: text(60))))
        // Two sets of constraints (make, run twice) are another shape.
        let twice = try laidOut(MakeBioCell.self, BioModel("j", bio: "Hi"), height: 100)
        twice.setNeedsLayout()
        try twice.layoutChildrenIfNeeded()
        #expect(try !applies(twice, showing: BioModel("k", bio: text(60))))
    }

    @Test("A compiled solve is kept as the solver's would be, and taken only for the same inputs")
    func compiledSolveKept() throws {
        // Laid out once by the solver (which compiles the shape), then for
        // other content by the compiled layout.
        let source = try laidOut(BioCell.self, BioModel("a", bio: "Hi"), height: 100)
        let system = try #require(source.layoutSystem)
        func show(_ model: BioModel) throws {
            source.show(AnyCellModel(model))
            source.setNeedsLayout()
            try source.layoutChildrenIfNeeded()
        }
        for round in 1...4 where system.compiledSolves == 0 { try show(BioModel("r\(round)", bio: text(10 * round))) }
        _ = system.takeSolvedLayout()
        let compiledBefore = system.compiledSolves
        try show(BioModel("b", bio: text(30)))
        #expect(system.compiledSolves > compiledBefore, "laid out by the compiled layout")
        let solved = try #require(system.takeSolvedLayout())
        #expect(system.takeSolvedLayout() == nil, "taken once")
        #expect(frames(source) == (try freshFrames(like: source)))
        func applies(_ cell: BioCell, showing model: BioModel, height: Double = 100) throws -> Bool {
            cell.frame = Rect(x: 0, y: 0, width: 320, height: height)
            cell.show(AnyCellModel(model))
            cell.setNeedsLayout()
            let system = try #require(cell.layoutSystem)
            system.needsSolve = true
            return system.apply(solved)
        }
        // The same text at the same size: the solver's frames.
        let same = try laidOut(BioCell.self, BioModel("c", bio: "Hello"), height: 100)
        #expect(try applies(same, showing: BioModel("d", bio: text(30))))
        #expect(frames(same) == (try freshFrames(like: same)))
        // Another text, another width or height: not taken.
        let longer = try laidOut(BioCell.self, BioModel("e", bio: "Hello"), height: 100)
        #expect(try !applies(longer, showing: BioModel("f", bio: text(45))))
        let taller = try laidOut(BioCell.self, BioModel("g", bio: "Hello"), height: 100)
        #expect(try !applies(taller, showing: BioModel("h", bio: text(30)), height: 120))
        let narrower = try laidOut(BioCell.self, BioModel("i", bio: "Hello"), height: 100)
        narrower.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        narrower.show(AnyCellModel(BioModel("j", bio: text(30))))
        narrower.setNeedsLayout()
        try #require(narrower.layoutSystem).needsSolve = true
        #expect(try #require(narrower.layoutSystem).apply(solved) == false)
        // A compiled solve followed by a change is not kept.
        try show(BioModel("k", bio: text(20)))
        source.show(AnyCellModel(BioModel("l", bio: text(90))))
        #expect(system.takeSolvedLayout() == nil, "a change since the solve")
    }

    @Test("A label takes kept measurements only for its text, font and number of lines: a fresh label's")
    func labelMeasurementsKept() throws {
        func label(_ text: String, lines: Int = 0, font: HeadlessFont = .body) -> HeadlessLabel {
            let label = HeadlessLabel(text: text)
            (label.numberOfLines, label.font) = (lines, font)
            return label
        }
        let source = label(text(40))
        _ = (source.intrinsicContentSize, source.intrinsicHeight(forWidth: 120))
        let kept = try #require(source.keptMeasurements())
        let same = label(text(40))
        #expect(same.adoptMeasurements(kept))
        let fresh = label(text(40))
        #expect(same.intrinsicContentSize == fresh.intrinsicContentSize)
        #expect(same.intrinsicHeight(forWidth: 120) == fresh.intrinsicHeight(forWidth: 120))
        #expect(same.intrinsicHeight(forWidth: 90) == fresh.intrinsicHeight(forWidth: 90))
        // Another text, number of lines or font: measured, not taken.
        #expect(!label(text(41)).adoptMeasurements(kept))
        #expect(!label(text(40), lines: 1).adoptMeasurements(kept))
        #expect(!label(text(40), font: HeadlessFont(pointSize: 30)).adoptMeasurements(kept))
        #expect(label("").keptMeasurements() == nil, "nothing measured yet")
    }

    @Test("The kept solves are dropped with the items they were for")
    func pruned() {
        let table = HeadlessTable(
            size: Size(width: 320, height: 2_000), metrics: TableLayout.Metrics(rowHeight: .estimated(60)))
        table.register(BioCell.self, forReuseIdentifier: BioModel.reuseIdentifier)
        for round in 0..<60 {
            table.cells = (0..<40).map { AnyCellModel(BioModel("r\(round)-\($0)", bio: text($0))) }
        }
        #expect(table.solvedLayouts.count <= 2 * 40 + 1_024)
    }
}
