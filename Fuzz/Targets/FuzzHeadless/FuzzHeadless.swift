import CellModels
@_spi(Instrumentation) import HeadlessList
import ListDiff

// HeadlessList under libFuzzer: a sequence of operations decoded from the
// fuzzer's bytes (set sections, batch updates with random and often invalid
// operations, scrolls, resizes, scrolls to items, selection, model edits
// that bindings carry to cells, reuse throughout). A rejected batch must
// leave the table exactly as it was; after every operation the invariants
// hold and every visible cell shows the model at its path: exactly, unless
// an accepted batch replaced models without refreshing their cells, which,
// as in UIKit, keep showing the model they had (same identifier, older
// title) until a reload. Plans are applied too, made from the table's own
// sections (accepted) or from other ones (mostly refused), and some
// snapshots hold a model no cell can be made for: refused whole, the table
// unchanged.

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHeadless(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        var driver = Driver(bytes)
        driver.run()
    }
    return 0
}

/// A cell with one label, bound to its model's title.
final class FuzzCell: HeadlessCell {
    var title: HeadlessLabel!

    override func buildChildren(_ children: ChildBuilder) {
        title = children.child("title") { HeadlessLabel() }
    }
}

/// A model whose title is bound one way to its cell's label.
final class FuzzModel: CellModel {
    typealias Cell = FuzzCell
    let cellIdentifier: Int
    @ViewState var title: String
    var contentSnapshot: StateSnapshot { StateSnapshot(title) }

    init(id: Int, title: String) {
        cellIdentifier = id
        self.title = title
    }

    func configure(_ cell: FuzzCell) {
        $title.bind(to: cell.title, \.text, owner: cell.bindingOwner)
    }
}

/// A view no list can make a cell of.
final class Unshowable {}

/// A model of an ``Unshowable`` view: a list refuses sections holding it.
final class UnshowableModel: CellModel {
    typealias Cell = Unshowable
    let cellIdentifier: Int
    var contentSnapshot: Int { cellIdentifier }

    init(id: Int) { cellIdentifier = id }

    func configure(_ cell: Unshowable) {}
}

/// Everything a rejected batch must leave alone.
struct TableState: Equatable {
    var ids: [[AnyID]]
    var events: [ListEvent]
    var cells: [ObjectIdentifier]
    var titles: [String]
    var visible: [ItemPath]
    var offset: Point
    var size: Size
    var selected: [ItemPath]

    @MainActor
    init(_ table: HeadlessTable) {
        ids = table.sections.map { $0.items.map(\.id) }
        events = table.events
        cells = table.visibleCellsInOrder.map(ObjectIdentifier.init)
        titles = table.visibleCellsInOrder.map { ($0 as! FuzzCell).title.text }
        visible = table.indexPathsForVisibleItems
        offset = table.contentOffset
        size = table.contentSize
        selected = table.indexPathsForSelectedItems
    }
}

@MainActor
struct Driver {
    var bytes: [UInt8]
    var position = 0
    var version = 0
    /// Whether an accepted batch may have left cells showing the model they
    /// had before it; `reloadData()` ends that.
    var mayBeStale = false
    let table = HeadlessTable(size: Size(width: 320, height: 200))

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    mutating func run() {
        var steps = 0
        while !isAtEnd && steps < 64 {
            steps += 1
            step()
            table.checkInvariants()
            checkCells()
            table.clearEvents()
        }
    }

    mutating func step() {
        switch byte() % 9 {
        case 0:
            let sections = snapshot()
            let before = TableState(table)
            let refused = table.diagnosticsLog.count
            table.sections = sections
            if sections.contains(where: { $0.items.contains { $0.base(as: UnshowableModel.self) != nil } }) {
                precondition(TableState(table) == before, "sections with an unshowable model changed the table")
                precondition(table.diagnosticsLog.count == refused + 1, "an unshowable model was not reported")
            }
        case 8:
            applyPlan()
        case 1:
            batch()
        case 2:
            table.setContentOffset(Point(x: 0, y: Double(byte() * 16)))
        case 3:
            table.setViewportSize(Size(width: Double(40 + byte()), height: Double(20 + byte() * 2)))
        case 4:
            let path = anyPath()
            let positions: [ScrollPosition] = [.top, .middle, .bottom]
            let position = positions[byte() % positions.count]
            refusesOutsidePaths(path, "scrollToItem") { table, path throws(HeadlessListError) in
                try table.scrollToItem(at: path, position: position)
            }
        case 5:
            let path = anyPath()
            switch byte() % 3 {
            case 0:
                refusesOutsidePaths(path, "selectItem") { table, path throws(HeadlessListError) in
                    try table.selectItem(at: path)
                }
            case 1:
                refusesOutsidePaths(path, "deselectItem") { table, path throws(HeadlessListError) in
                    try table.deselectItem(at: path)
                }
            default:
                refusesOutsidePaths(path, "simulateTap") { table, path throws(HeadlessListError) in
                    try table.simulateTap(onItemAt: path)
                }
            }
        case 6:
            // A model edit travels through the binding to its cell, if shown.
            guard let path = somePath(),
                let model = table.sections[path.section].items[path.item].base(as: FuzzModel.self)
            else { return }
            version += 1
            model.title = "\(model.cellIdentifier)#\(version)"
        default:
            table.reloadData()
            mayBeStale = false
        }
    }

    /// An item path in range, or `nil` when the table has no items.
    mutating func somePath() -> ItemPath? {
        let counts = table.sections.map(\.items.count)
        let nonEmpty = counts.indices.filter { counts[$0] > 0 }
        guard !nonEmpty.isEmpty else { return nil }
        let section = nonEmpty[byte() % nonEmpty.count]
        return ItemPath(section: section, item: byte() % counts[section])
    }

    /// An item path one past either end of the sections or of a section's
    /// items as often as inside them.
    mutating func anyPath() -> ItemPath {
        let counts = table.sections.map(\.items.count)
        let section = byte() % (counts.count + 2) - 1
        let count = counts.indices.contains(section) ? counts[section] : 1
        return ItemPath(section: section, item: byte() % (count + 2) - 1)
    }

    /// Runs an action on a path: inside the table it must succeed; outside
    /// it must throw an index-out-of-range error naming the path and change
    /// nothing.
    func refusesOutsidePaths(
        _ path: ItemPath, _ name: String,
        _ action: (HeadlessTable, ItemPath) throws(HeadlessListError) -> Void
    ) {
        let sections = table.sections
        let inside =
            sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
        let before = TableState(table)
        do throws(HeadlessListError) {
            try action(table, path)
            precondition(inside, "\(name) accepted \(path), outside the table")
        } catch {
            precondition(!inside, "\(name) refused \(path), inside the table: \(error)")
            precondition(error.kind == .indexOutOfRange, "\(name) refused \(path) as \(error.kind)")
            precondition(error.message.contains("\(path)"), "\(name)'s error does not name \(path): \(error)")
            precondition(TableState(table) == before, "a refused \(name) changed the table")
        }
    }

    /// Up to 4 sections of up to 7 items; ids from small alphabets, so
    /// duplicates, moves and reloads are frequent.
    mutating func snapshot() -> [CellSection] {
        (0..<byte() % 5).map { _ in
            let header = byte()
            return CellSection(
                id: header % 6, header: header & 8 == 0 ? nil : .title("h\(header >> 4)"),
                items: (0..<byte() % 8).map { _ in model(byte()) })
        }
    }

    mutating func model(_ byte: Int) -> AnyCellModel {
        version += 1
        if byte == 255 { return AnyCellModel(UnshowableModel(id: byte % 12)) }
        return AnyCellModel(FuzzModel(id: byte % 12, title: "\(byte % 12)#\(version)"))
    }

    /// A plan to a fresh snapshot, made from the table's sections (it must
    /// be accepted unless the snapshot is unshowable) or from other ones (it
    /// is accepted only if it happens to fit); a refused plan changes
    /// nothing.
    mutating func applyPlan() {
        let new = snapshot()
        let fromTable = byte() % 2 == 0
        let plan = Plan(from: fromTable ? table.sections : snapshot(), to: new)
        let before = TableState(table)
        do {
            try table.performBatchUpdates(plan, sections: new)
            precondition(
                table.sections.map { $0.items.map(\.id) } == new.map { $0.items.map(\.id) },
                "an accepted plan did not leave the new data")
            mayBeStale = true
        } catch {
            let unshowable = new.contains { $0.items.contains { $0.base(as: UnshowableModel.self) != nil } }
            precondition(!fromTable || unshowable, "a plan made from the table's sections was refused: \(error)")
            precondition(TableState(table) == before, "a refused plan changed the table: \(error)")
        }
    }

    /// Random batch operations against data that often does not match them.
    mutating func batch() {
        var updates = BatchUpdates()
        func index(_ byte: Int) -> Int { byte % 6 - 1 }
        func path(_ a: Int, _ b: Int) -> ItemPath { ItemPath(section: index(a), item: b % 9 - 1) }
        for _ in 0..<byte() % 6 {
            let kind = byte()
            switch kind % 9 {
            case 0: updates.deleteSections([index(byte())])
            case 1: updates.insertSections([index(byte())])
            case 2: updates.reloadSections([index(byte())])
            case 3: updates.moveSection(index(byte()), toSection: index(byte()))
            case 4: updates.deleteItems(at: [path(byte(), byte())])
            case 5: updates.insertItems(at: [path(byte(), byte())])
            case 6: updates.reloadItems(at: [path(byte(), byte())])
            case 7: updates.reconfigureItems(at: [path(byte(), byte())])
            default: updates.moveItem(at: path(byte(), byte()), to: path(byte(), byte()))
            }
        }
        // The data after the batch: a fresh snapshot, or the current one with
        // an item added or removed, so that some batches are consistent.
        var newSections = table.sections
        switch byte() % 4 {
        case 0:
            newSections = snapshot()
        case 1:
            if !newSections.isEmpty {
                let section = byte() % newSections.count
                let item = byte() % (newSections[section].items.count + 1)
                newSections[section].items.insert(model(byte()), at: item)
            }
        case 2:
            if !newSections.isEmpty, case let section = byte() % newSections.count, !newSections[section].items.isEmpty
            {
                newSections[section].items.remove(at: byte() % newSections[section].items.count)
            }
        default:
            break
        }
        let before = TableState(table)
        do {
            try table.performBatchUpdates(updates, sections: newSections)
            precondition(
                table.sections.map { $0.items.map(\.id) } == newSections.map { $0.items.map(\.id) },
                "an accepted batch did not leave the new data")
            mayBeStale = true
        } catch {
            precondition(!error.message.isEmpty, "a rejection without a message")
            precondition(TableState(table) == before, "a rejected batch changed the table: \(error)")
        }
    }

    /// Every visible cell shows the model at its path, or after a batch
    /// without refreshes, a model with its identifier.
    func checkCells() {
        for path in table.indexPathsForVisibleItems {
            guard let cell = table.cellForItem(at: path) as? FuzzCell else {
                preconditionFailure("no cell at visible path \(path)")
            }
            guard let model = (try? table.model(at: path))?.base(as: FuzzModel.self) else {
                preconditionFailure("no model at visible path \(path)")
            }
            precondition(
                mayBeStale ? cell.title.text.hasPrefix("\(model.cellIdentifier)#") : cell.title.text == model.title,
                "\(path) shows \(cell.title.text), not \(model.title)")
        }
    }
}
