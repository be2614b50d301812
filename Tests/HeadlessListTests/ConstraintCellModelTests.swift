import CellModels
import ConstraintSolver
import Oracles
import Testing

@_spi(Instrumentation) @testable import HeadlessList
@testable import HeadlessViews

/// Self-sizing tables and collections of cells laid out with constraints
/// (``BioCell`` and its behaviours: once, remade, edited, made on every
/// pass), through the runs of ``SelfSizingModelTests``: after each step
/// every row is as tall (every item as large) as a fresh layout of its
/// content says (estimated: every row shown), and every visible cell's
/// labels are where that fresh layout puts them.
///
/// The fresh layout is the cell's constraints written again on a plain
/// view, fitted to the table's width (within a collection's line) with the
/// template cache emptied, so
/// solved by the simplex from scratch: the oracle for the sizing cell, the
/// reused cells, their templates, compiled layouts and edited constants.
@MainActor
@Suite("Cells laid out with constraints in self-sizing lists match a fresh layout of their content")
struct ConstraintCellModelTests {
    /// What a fresh layout gives for a content at a width.
    struct Fresh {
        let size: Size
        let name: Rect
        let bio: Rect
    }

    /// A content at a width, the fresh layouts' key.
    struct Key: Hashable {
        let name: String
        let bio: String
        let bottomInset: Double
        let width: Double
        let fixed: Bool
    }

    /// The fresh layouts made so far, by key: each is made once.
    @MainActor
    final class Oracle {
        var layouts: [Key: Fresh] = [:]

        /// The fresh layout of `model` at `width`, or within it when not
        /// `fixed` (as a collection's item is fitted to its line).
        func fresh(_ model: BioModel, width: Double, fixed: Bool = true) throws -> Fresh {
            let key = Key(
                name: model.name, bio: model.bio, bottomInset: model.bottomInset, width: width, fixed: fixed)
            if let known = layouts[key] { return known }
            LayoutTemplate.cache.removeAll()
            LayoutTemplate.cacheOrder.removeAll()
            let content = HeadlessView(identifier: "content")
            let name = HeadlessLabel(identifier: "name")
            name.text = model.name
            let bio = HeadlessLabel(identifier: "bio")
            bio.numberOfLines = 0
            bio.setContentHuggingPriority(ConstraintPriority(240), for: .vertical)
            bio.text = model.bio
            try content.makeLayout { layout in
                layout.put(name) { $0.fixToParent(.fullTop, with: EdgeInsets(all: 12)) }
                layout.put(bio) { bio in
                    bio.atBottom(of: name, spacing: 4)
                    bio.fixToParent(
                        .fullBottom, with: EdgeInsets(top: 0, left: 12, bottom: model.bottomInset, right: 12))
                }
            }
            let size = fixed ? content.fittingSize(forWidth: width) : content.fittingSize(withinWidth: width)
            content.frame = Rect(origin: .zero, size: size)
            content.layoutIfNeeded()
            let fresh = Fresh(size: size, name: name.frame, bio: bio.frame)
            layouts[key] = fresh
            return fresh
        }
    }

    /// A bio model whose content `number` (0 to 89) decides: a name of up
    /// to 10 characters (none for some), a bio of a third as many words, and,
    /// when `variesInset`, a bottom inset of 12 or 20 (12 otherwise).
    static func model(_ id: String, _ number: Int, variesInset: Bool) -> AnyCellModel {
        let words = ["a", "tree", "mountain", "of", "wrapping", "text"]
        let bio = (0..<(number / 3)).map { words[($0 * 7 + number) % words.count] }.joined(separator: " ")
        let name = String(repeating: "n", count: number % 11)
        let inset: Double = variesInset && number.isMultiple(of: 3) ? 20 : 12
        return AnyCellModel(BioModel(id, name: name, bio: bio, bottomInset: inset))
    }

    /// What is wrong with `table`'s rows and visible cells against
    /// `oracle`'s fresh layouts.
    func check(_ table: HeadlessTable, rowHeight: TableLayout.RowHeight, oracle: Oracle) -> [String] {
        let width = table.viewportSize.width
        let failures = SelfSizingModelTests().check(table, rowHeight: rowHeight) { model, width in
            guard let bio = model.base(as: BioModel.self), let fresh = try? oracle.fresh(bio, width: width) else {
                return -1
            }
            return fresh.size.height
        }
        return failures + checkCells(table, oracle: oracle, width: width, fixed: true)
    }

    /// What is wrong with `collection`'s items and visible cells against
    /// `oracle`'s fresh layouts, fitted within the line.
    func check(_ collection: HeadlessCollection, metrics: FlowLayout.Metrics, oracle: Oracle) -> [String] {
        let lineWidth = collection.viewportSize.width - metrics.sectionInset.left - metrics.sectionInset.right
        let failures = SelfSizingModelTests().check(collection, metrics: metrics) { model, lineWidth in
            guard let bio = model.base(as: BioModel.self),
                let fresh = try? oracle.fresh(bio, width: lineWidth, fixed: false)
            else { return Size(width: -1, height: -1) }
            return fresh.size
        }
        return failures + checkCells(collection, oracle: oracle, width: lineWidth, fixed: false)
    }

    /// What is wrong with `list`'s visible cells: each shows its model, with
    /// its labels where a fresh layout at (or within) `width` puts them.
    func checkCells<Layout: ListLayout>(
        _ list: HeadlessListView<Layout>, oracle: Oracle, width: Double, fixed: Bool
    ) -> [String] {
        var failures: [String] = []
        for path in list.indexPathsForVisibleItems {
            guard let cell = list.cellForItem(at: path) as? BioCell,
                let model = (try? list.model(at: path))?.base(as: BioModel.self)
            else {
                failures.append("\(path) has no bio cell")
                continue
            }
            guard let fresh = try? oracle.fresh(model, width: width, fixed: fixed) else {
                failures.append("\(path)'s content does not lay out")
                continue
            }
            if cell.name.text != model.name || cell.bio.text != model.bio {
                failures.append("\(path)'s cell shows another model")
            }
            if cell.name.frame != fresh.name || cell.bio.frame != fresh.bio {
                failures.append(
                    "\(path) (\(model.cellIdentifier)): name at \(cell.name.frame), bio at \(cell.bio.frame); fresh: \(fresh.name), \(fresh.bio)"
                )
            }
        }
        return failures
    }

    /// The cell classes, one a seed, and whether their models' insets
    /// vary: a cell laid out once, or made (duplicates and all) on every
    /// pass, keeps the inset of its first layout or holds them all, as its
    /// behaviour says; one remade or edited lays out each model's.
    static let cellClasses: [(type: BioCell.Type, variesInset: Bool)] = [
        (BioCell.self, false), (RemakeBioCell.self, true), (EditBioCell.self, true), (MakeBioCell.self, false),
    ]

    /// Runs 30 seeded steps on `list`, showing the bio cell class this
    /// seed picks, checking it after each with `check` and an ``Oracle``
    /// of fresh layouts.
    func run<Layout: ListLayout>(
        _ list: HeadlessListView<Layout>, seed: UInt64,
        check: (HeadlessListView<Layout>, Oracle) -> [String]
    ) throws {
        let (cellClass, variesInset) = Self.cellClasses[Int(seed) % Self.cellClasses.count]
        list.register(cellClass, forReuseIdentifier: BioModel.reuseIdentifier)
        let oracle = Oracle()
        try SelfSizingModelTests().run(
            list, seed: seed, steps: 30, items: { Self.model($0, $1, variesInset: variesInset) }
        ) {
            check($0, oracle)
        }
    }

    func run(seed: UInt64, rowHeight: TableLayout.RowHeight) throws {
        let table = HeadlessTable(
            size: Size(width: 320, height: 400),
            metrics: TableLayout.Metrics(
                rowHeight: rowHeight, sectionHeaderHeight: SelfSizingModelTests.supplementHeight,
                sectionFooterHeight: SelfSizingModelTests.supplementHeight))
        try run(table, seed: seed) { check($0, rowHeight: rowHeight, oracle: $1) }
    }

    @Test("Automatic rows", arguments: [0, 1, 2, 3] as [UInt64])
    func automatic(seed: UInt64) throws {
        try run(seed: seed, rowHeight: .automatic)
    }

    @Test("Estimated rows", arguments: [5, 6] as [UInt64])
    func estimated(seed: UInt64) throws {
        try run(seed: seed, rowHeight: .estimated(80))
    }

    @Test("Automatic items in a collection, fitted within the line", arguments: [1, 2] as [UInt64])
    func collection(seed: UInt64) throws {
        let metrics = SelfSizingModelTests.flowMetrics(.automatic)
        let collection = HeadlessCollection(size: Size(width: 320, height: 400), metrics: metrics)
        try run(collection, seed: seed) { check($0, metrics: metrics, oracle: $1) }
    }
}
