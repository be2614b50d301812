import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import Oracles
import Testing

@MainActor
@Suite("A path or section outside the data is a typed error that changes nothing")
struct IndexPathErrorTests {
    /// fruit [apple, pear, fig], veg [kale, leek], nuts [], 200 points tall,
    /// scrolled down 30 with pear selected.
    func table() throws -> HeadlessTable {
        let table = HeadlessTable(size: Size(width: 320, height: 200))
        table.sections = [
            textSection("fruit", ["apple", "pear", "fig"]), textSection("veg", ["kale", "leek"]),
            textSection("nuts", []),
        ]
        table.setContentOffset(Point(x: 0, y: 30))
        try table.selectItem(at: path(0, 1))
        return table
    }

    func expectError(
        _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ call: () throws -> Void
    ) {
        #expect(throws: HeadlessListError(.indexOutOfRange, message), sourceLocation: sourceLocation) {
            try call()
        }
    }

    @Test("Each query names itself, the path and what the list holds")
    func messages() throws {
        let table = try table()
        expectError("frameForItem(at:): index path [0, 3] is out of range (section 0 has 3 rows)") {
            _ = try table.frameForItem(at: path(0, 3))
        }
        expectError("model(at:): index path [3, 0] is out of range (the table view has 3 sections)") {
            _ = try table.model(at: path(3, 0))
        }
        expectError("model(at:): index path [2, 0] is out of range (section 2 has 0 rows)") {
            _ = try table.model(at: path(2, 0))
        }
        expectError("model(at:): index path [1, -1] is out of range (section 1 has 2 rows)") {
            _ = try table.model(at: path(1, -1))
        }
        expectError("numberOfItems(inSection:): section -1 is out of range (the table view has 3 sections)") {
            _ = try table.numberOfItems(inSection: -1)
        }
        expectError("frameForHeader(inSection:): section 3 is out of range (the table view has 3 sections)") {
            _ = try table.frameForHeader(inSection: 3)
        }
        expectError("frameForFooter(inSection:): section 3 is out of range (the table view has 3 sections)") {
            _ = try table.frameForFooter(inSection: 3)
        }
        expectError("rectForSection(_:): section 3 is out of range (the table view has 3 sections)") {
            _ = try table.layout.rectForSection(3)
        }
        expectError("needsMeasurement(at:): index path [0, 3] is out of range (section 0 has 3 rows)") {
            _ = try table.layout.needsMeasurement(at: path(0, 3))
        }
        expectError(
            "displayedFrame(of:inSection:visibleRect:): section 4 is out of range (the table view has 3 sections)"
        ) {
            _ = try table.layout.displayedFrame(of: .header, inSection: 4, visibleRect: table.visibleRect)
        }
        // Inside the data, the same calls answer.
        #expect(try table.numberOfItems(inSection: 2) == 0)
        #expect(try table.model(at: path(1, 1)).id == AnyID("leek"))
        #expect(try table.frameForItem(at: path(0, 2)) == Rect(x: 0, y: 88, width: 320, height: 44))
    }

    @Test("A collection counts items, one in the singular")
    func collectionWords() {
        let collection = HeadlessCollection(size: Size(width: 320, height: 200))
        collection.sections = [textSection("only", ["one"])]
        expectError("frameForItem(at:): index path [0, 1] is out of range (section 0 has 1 item)") {
            _ = try collection.frameForItem(at: path(0, 1))
        }
        expectError("frameForItem(at:): index path [1, 0] is out of range (the collection view has 1 section)") {
            _ = try collection.frameForItem(at: path(1, 0))
        }
    }

    @Test("A refused scroll, selection or tap leaves the table as it was")
    func actionsChangeNothing() throws {
        let table = try table()
        let before = BatchUpdatesTests.State(table)
        expectError("scrollToItem(at:position:): index path [1, 2] is out of range (section 1 has 2 rows)") {
            try table.scrollToItem(at: path(1, 2), position: .bottom)
        }
        expectError("selectItem(at:): index path [0, 3] is out of range (section 0 has 3 rows)") {
            try table.selectItem(at: path(0, 3))
        }
        expectError("deselectItem(at:): index path [2, 0] is out of range (section 2 has 0 rows)") {
            try table.deselectItem(at: path(2, 0))
        }
        expectError("simulateTap(onItemAt:): index path [-1, 0] is out of range (the table view has 3 sections)") {
            try table.simulateTap(onItemAt: path(-1, 0))
        }
        #expect(BatchUpdatesTests.State(table) == before)
        // With selection off, a bad path is still an error.
        table.allowsSelection = false
        expectError("selectItem(at:): index path [5, 5] is out of range (the table view has 3 sections)") {
            try table.selectItem(at: path(5, 5))
        }
    }

    /// Each call that takes a path, with the path inside or outside the
    /// data, on `list`: inside (by the sections' own arrays) it answers,
    /// outside it throws `indexOutOfRange` and leaves the list as it was.
    func checkPaths<Layout>(_ list: HeadlessListView<Layout>, _ random: inout SeededGenerator, seed: UInt64) {
        let sections = list.sections
        let calls: [(String, (ItemPath) throws(HeadlessListError) -> Void)] = [
            ("frameForItem", { path throws(HeadlessListError) in _ = try list.frameForItem(at: path) }),
            ("model", { path throws(HeadlessListError) in _ = try list.model(at: path) }),
            ("layout.frameForItem", { path throws(HeadlessListError) in _ = try list.layout.frameForItem(at: path) }),
            (
                "layout.needsMeasurement",
                { path throws(HeadlessListError) in _ = try list.layout.needsMeasurement(at: path) }
            ),
            ("selectItem", { path throws(HeadlessListError) in try list.selectItem(at: path) }),
            ("deselectItem", { path throws(HeadlessListError) in try list.deselectItem(at: path) }),
            ("simulateTap", { path throws(HeadlessListError) in try list.simulateTap(onItemAt: path) }),
            ("scrollToItem", { path throws(HeadlessListError) in try list.scrollToItem(at: path, position: .middle) }),
        ]
        for _ in 0..<40 {
            let section = random.below(sections.count + 2) - 1
            let count = sections.indices.contains(section) ? sections[section].items.count : 2
            let path = ItemPath(section: section, item: random.below(count + 2) - 1)
            let inside =
                sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
            let (name, call) = calls[random.below(calls.count)]
            let offset = list.contentOffset
            let selected = list.indexPathsForSelectedItems
            let events = list.events.count
            do throws(HeadlessListError) {
                try call(path)
                #expect(inside, "seed \(seed): \(name) answered at \(path), outside the list")
            } catch {
                #expect(!inside, "seed \(seed): \(name) refused \(path), inside the list: \(error)")
                #expect(error.kind == .indexOutOfRange && error.message.contains("\(path)"), "seed \(seed): \(error)")
                #expect(
                    list.contentOffset == offset && list.indexPathsForSelectedItems == selected
                        && list.events.count == events, "seed \(seed): a refused \(name) changed the list")
            }
            let sectionIndex = random.below(sections.count + 2) - 1
            let sectionInside = sections.indices.contains(sectionIndex)
            #expect(
                ((try? list.numberOfItems(inSection: sectionIndex)) == nil) == !sectionInside
                    && ((try? list.frameForHeader(inSection: sectionIndex)) == nil) == !sectionInside
                    && ((try? list.layout.frameForFooter(inSection: sectionIndex)) == nil) == !sectionInside,
                "seed \(seed): section \(sectionIndex) of \(sections.count)")
        }
    }

    @Test("Seeded lists: every call answers exactly inside the data", arguments: UInt64(1)...60)
    func seeded(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let sections = (0..<random.below(4)).map { index in
            textSection("s\(index)", (0..<random.below(5)).map { "s\(index)i\($0)" })
        }
        let table = HeadlessTable(size: Size(width: 320, height: 100))
        table.sections = sections
        table.allowsMultipleSelection = random.chance(0.5)
        checkPaths(table, &random, seed: seed)
        let collection = HeadlessCollection(size: Size(width: 320, height: 100))
        collection.sections = sections
        checkPaths(collection, &random, seed: seed)
    }
}
