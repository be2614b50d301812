import CellModels
import Dispatch
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import TestSupport
import Testing

@MainActor
@Suite("Setting sections: diffed, applied stage by stage")
struct DiffUpdatesTests {
    func table(height: Double = 1000) -> HeadlessTable {
        HeadlessTable(size: Size(width: 320, height: height))
    }

    @Test("Unchanged items keep their model instance, their cell and its state")
    func unchangedKeepCells() throws {
        let table = table()
        let a = FieldModel("a", text: "typed")
        table.cells = [AnyCellModel(a), AnyCellModel(TextModel("b"))]
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? FieldCell)
        cell.field.simulateTyping("!")
        table.clearEvents()
        table.cells = [
            AnyCellModel(TextModel("z")), AnyCellModel(FieldModel("a", text: "typed")), AnyCellModel(TextModel("b")),
        ]
        #expect(table.events == [.beginUpdates, .insertItems([path(0, 0)]), .endUpdates, .willDisplay(path(0, 0))])
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        #expect(cell.field.text == "typed!")
        #expect(try table.model(at: path(0, 1)).base(as: FieldModel.self) === a)
        #expect(a.text == "typed!")
    }

    @Test("A changed item is reconfigured in place by default: same cell, new model")
    func reconfigureByDefault() throws {
        let table = table()
        table.cells = .text(["a", "b"])
        let cell = try #require(table.cellForItem(at: path(0, 1)) as? TextCell)
        table.clearEvents()
        let b2 = TextModel("b", "B2")
        table.cells = [AnyCellModel(TextModel("a")), AnyCellModel(b2)]
        #expect(table.events == [.beginUpdates, .reconfigureItems([path(0, 1)]), .endUpdates])
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        #expect(cell.title.text == "B2")
        b2.title = "B3"
        #expect(cell.title.text == "B3")
    }

    @Test("With the reload strategy, a changed item gets a new cell")
    func reloadStrategy() throws {
        let table = table()
        table.refreshStrategy = .reload
        table.cells = .text(["a", "b"])
        let cell = try #require(table.cellForItem(at: path(0, 1)))
        table.clearEvents()
        table.cells = [AnyCellModel(TextModel("a")), AnyCellModel(TextModel("b", "B2"))]
        #expect(
            table.events == [
                .beginUpdates, .reloadItems([path(0, 1)]), .endUpdates, .didEndDisplaying(path(0, 1)),
                .willDisplay(path(0, 1)),
            ])
        let newCell = try #require(table.cellForItem(at: path(0, 1)) as? TextCell)
        #expect(newCell !== cell && newCell.title.text == "B2")
        #expect(cell.model == nil)
    }

    @Test("An item whose cell type changes is reloaded even when reconfiguring")
    func cellTypeChange() throws {
        let table = table()
        table.cells = .text(["a", "b"])
        let cell = try #require(table.cellForItem(at: path(0, 1)))
        table.clearEvents()
        table.cells = [AnyCellModel(TextModel("a")), AnyCellModel(ToggleModel("b", title: "B", isOn: true))]
        #expect(
            table.events == [
                .beginUpdates, .reloadItems([path(0, 1)]), .endUpdates, .didEndDisplaying(path(0, 1)),
                .willDisplay(path(0, 1)),
            ])
        let toggle = try #require(table.cellForItem(at: path(0, 1)) as? ToggleCell)
        #expect(toggle !== cell && toggle.toggle.isOn)
    }

    @Test("A section whose header changed is reloaded; its unchanged items keep their cells")
    func sectionReload() throws {
        let table = table()
        table.sections = [textSection("s", ["a", "b"], header: "Old")]
        let a = try #require(table.cellForItem(at: path(0, 0)))
        table.clearEvents()
        table.sections = [
            CellSection(
                id: "s", header: .title("New"),
                items: [AnyCellModel(TextModel("a")), AnyCellModel(TextModel("b", "B!"))])
        ]
        #expect(table.events == [.beginUpdates, .reloadSections([0]), .endUpdates])
        #expect(table.cellForItem(at: path(0, 0)) === a)
        #expect((table.cellForItem(at: path(0, 1)) as? TextCell)?.title.text == "B!")
        if case .title(let title) = table.sections[0].header {
            #expect(title == "New")
        } else {
            Issue.record("no header")
        }
    }

    @Test("Moves, deletes and section changes in one update, with events per stage")
    func staged() {
        let table = table()
        table.sections = [textSection("a", ["1", "2", "3"]), textSection("b", ["4"])]
        table.clearEvents()
        table.sections = [textSection("c", ["3"]), textSection("b", ["4", "1"])]
        #expect(ids(table) == [["3"], ["4", "1"]])
        let plan = Plan(from: [textSection("a", ["1", "2", "3"]), textSection("b", ["4"])], to: table.sections)
        #expect(table.events.filter { $0 == .beginUpdates }.count == plan.stages.count)
        #expect(plan.stages.count > 1)
        #expect(table.indexPathsForVisibleItems == [path(0, 0), path(1, 0), path(1, 1)])
        #expect(table.visibleCellsInOrder.map { ($0 as! TextCell).title.text } == ["3", "4", "1"])
    }

    @Test("Selection follows items by identifier; a deleted item leaves it")
    func selection() throws {
        let table = table()
        table.allowsMultipleSelection = true
        table.cells = .text(["a", "b", "c", "d"])
        try table.simulateTap(onItemAt: path(0, 1))
        try table.simulateTap(onItemAt: path(0, 3))
        #expect(table.selectedItemIDs == [AnyID("b"), AnyID("d")])
        table.cells = .text(["d", "x", "a", "b"])
        #expect(table.indexPathsForSelectedItems == [path(0, 0), path(0, 3)])
        #expect(table.cellForItem(at: path(0, 0))?.isSelected == true)
        #expect(table.cellForItem(at: path(0, 1))?.isSelected == false)
        table.cells = .text(["x", "a", "b"])
        #expect(table.selectedItemIDs == [AnyID("b")])
        try table.simulateTap(onItemAt: path(0, 2))
        #expect(table.selectedItemIDs.isEmpty)
        table.allowsMultipleSelection = false
        try table.selectItem(at: path(0, 0))
        try table.selectItem(at: path(0, 1))
        #expect(table.selectedItemIDs == [AnyID("a")])
        #expect(table.events.suffix(3) == [.select(path(0, 0)), .deselect(path(0, 0)), .select(path(0, 1))])
    }

    @Test("Above the threshold, a full reload replaces the batch; selection follows identifiers")
    func threshold() throws {
        let table = table()
        table.fullReloadThreshold = 2
        table.cells = .text(["a", "b", "c"])
        try table.selectItem(at: path(0, 1))
        table.clearEvents()
        table.cells = .text(["x", "y", "b", "z"])
        #expect(
            table.events == [
                .reloadData, .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(0, 1)),
                .didEndDisplaying(path(0, 2)),
                .willDisplay(path(0, 0)), .willDisplay(path(0, 1)), .willDisplay(path(0, 2)), .willDisplay(path(0, 3)),
            ])
        #expect(table.indexPathsForSelectedItems == [path(0, 2)])
        #expect(table.cellForItem(at: path(0, 2))?.isSelected == true)
        table.clearEvents()
        table.cells = .text(["x", "b", "z"])
        #expect(table.events.first == .beginUpdates)
    }

    @Test("reloadData re-displays every visible cell and keeps the selection")
    func reloadData() throws {
        let table = table(height: 88)
        table.cells = .text(["a", "b", "c"])
        try table.selectItem(at: path(0, 0))
        table.clearEvents()
        table.reloadData()
        #expect(
            table.events == [
                .reloadData, .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(0, 1)), .willDisplay(path(0, 0)),
                .willDisplay(path(0, 1)),
            ])
        #expect(table.selectedItemIDs == [AnyID("a")])
    }

    @Test("Duplicate identifiers are tolerated and each reported once")
    func duplicates() {
        let table = table()
        var reported: [ListDiagnostic] = []
        table.diagnostics = { reported.append($0) }
        table.cells = .text(["a", "a", "b"])
        #expect(ids(table) == [["a", "a", "b"]])
        table.cells = .text(["a", "b", "a", "c", "a"])
        #expect(ids(table) == [["a", "b", "a", "c", "a"]])
        table.cells = .text(["b", "b", "a"])
        #expect(ids(table) == [["b", "b", "a"]])
        #expect(reported == [.duplicateItemIdentifiers([AnyID("a")]), .duplicateItemIdentifiers([AnyID("b")])])
        #expect(table.diagnosticsLog == reported)
        table.sections = [textSection("s", ["x"]), textSection("s", ["y"])]
        #expect(table.diagnosticsLog.last == .duplicateSectionIdentifiers([AnyID("s")]))
        #expect(ids(table) == [["x"], ["y"]])
        #expect(table.visibleCellsInOrder.map { ($0 as! TextCell).title.text } == ["x", "y"])
    }

    @Test("A reloaded section's kept item keeps its model though its identifier occurs before the section too")
    func repeatInReloadedSection() throws {
        let table = table()
        let first = TextModel("x", "first")
        let kept = TextModel("x", "kept")
        table.sections = [
            CellSection(id: "a", items: [AnyCellModel(first)]),
            CellSection(id: "s", header: .title("1"), items: [AnyCellModel(kept)]),
        ]
        let cell = try #require(table.cellForItem(at: path(1, 0)))
        let passes = cell.layoutHistory.count
        table.clearEvents()
        table.sections = [
            CellSection(id: "a", items: [AnyCellModel(TextModel("x", "first"))]),
            CellSection(id: "s", header: .title("2"), items: [AnyCellModel(TextModel("x", "kept"))]),
        ]
        #expect(table.events == [.beginUpdates, .reloadSections([1]), .endUpdates])
        if case .title(let title)? = table.sections[1].header {
            #expect(title == "2")
        } else {
            Issue.record("section 1 has no title")
        }
        #expect(try table.model(at: path(1, 0)).base(as: TextModel.self) === kept)
        #expect(try table.model(at: path(0, 0)).base(as: TextModel.self) === first)
        #expect(table.cellForItem(at: path(1, 0)) === cell)
        #expect(cell.layoutHistory.count == passes)  // not configured again
        #expect((cell as? TextCell)?.title.text == "kept")
    }

    @Test("The cells property keeps the one section's identifier and header")
    func cellsProperty() {
        let table = table()
        table.sections = [textSection("only", ["a"], header: "Header")]
        table.cells = .text(["a", "b"])
        #expect(table.sections.count == 1 && table.sections[0].id == AnyID("only"))
        #expect(table.cells.map(\.id) == [AnyID("a"), AnyID("b")])
        table.sections = [textSection("1", ["a"]), textSection("2", ["b"])]
        table.cells = .text(["c"])
        #expect(table.sections.map(\.id) == [AnyID("")])
    }

    @Test("A snapshot set during an update waits for it, and the latest of several wins")
    func reentrantSet() {
        let table = table()
        table.cells = .text(["a"])
        var inserted = 0
        // Weakly: the table keeps its handler, a strong capture would be a cycle.
        table.onEvent = { [weak table] event in
            guard case .insertItems = event else { return }
            inserted += 1
            if inserted == 1 {
                table?.cells = .text(["a", "b", "late"])
                table?.cells = .text(["a", "b", "latest"])
            }
        }
        table.clearEvents()
        table.cells = .text(["a", "b"])
        #expect(ids(table) == [["a", "b", "latest"]])
        #expect(
            table.events == [
                .beginUpdates, .insertItems([path(0, 1)]), .endUpdates, .willDisplay(path(0, 1)),
                .beginUpdates, .insertItems([path(0, 2)]), .endUpdates, .willDisplay(path(0, 2)),
            ])
    }

    @Test("A snapshot set while cells are displayed waits until the scroll is done")
    func setDuringScroll() {
        let table = table(height: 88)
        table.cells = .text((0..<10).map { "r\($0)" })
        table.onEvent = { [weak table] event in
            if event == .willDisplay(path(0, 3)) {
                table?.cells = .text(["only"])
            }
        }
        table.setContentOffset(Point(x: 0, y: 100))
        #expect(ids(table) == [["only"]])
        #expect(table.contentOffset == .zero)
        #expect(table.indexPathsForVisibleItems == [path(0, 0)])
        table.checkInvariants()
    }

    // MARK: - Random snapshots

    static func cellSections(_ sections: [TestSection]) -> [CellSection] {
        sections.map { section in
            CellSection(
                id: section.id, header: .title("h\(section.model.content)"),
                items: section.items.map { AnyCellModel(TextModel("\($0.id)", "\($0.id):\($0.content)")) })
        }
    }

    static func titles(_ sections: [CellSection]) -> [[String]] {
        sections.map { $0.items.map { $0.base(as: TextModel.self)!.title } }
    }

    /// Checks that the list shows `expected`: identifiers, models, cells and
    /// a layout equal to a fresh one.
    static func expectShows<Layout>(
        _ list: HeadlessListView<Layout>, _ expected: [CellSection], fresh: HeadlessListView<Layout>
    ) throws {
        #expect(list.sections.map(\.id) == expected.map(\.id))
        #expect(list.sections.map { $0.items.map(\.id) } == expected.map { $0.items.map(\.id) })
        #expect(titles(list.sections) == titles(expected))
        for path in list.indexPathsForVisibleItems {
            let cell = list.cellForItem(at: path) as! TextCell
            #expect(try cell.title.text == list.model(at: path).base(as: TextModel.self)!.title)
            #expect(try cell.frame == list.frameForItem(at: path))
        }
        fresh.sections = expected
        fresh.setContentOffset(list.contentOffset)
        #expect(list.contentSize == fresh.contentSize)
        #expect(list.indexPathsForVisibleItems == fresh.indexPathsForVisibleItems)
        for section in 0..<expected.count {
            for item in 0..<expected[section].items.count {
                #expect(try list.frameForItem(at: path(section, item)) == fresh.frameForItem(at: path(section, item)))
            }
        }
        list.checkInvariants()
    }

    @Test(
        "Random updates: the table shows every new snapshot, laid out as a fresh table would; cells and selection follow items",
        arguments: 0..<60)
    func randomTable(seed: UInt64) throws {
        var random = RandomSnapshots(seed: seed)
        let table = HeadlessTable(size: Size(width: 320, height: 600))
        table.allowsMultipleSelection = true
        for round in 0..<3 {
            let (old, new) = random.sectionedPair()
            table.refreshStrategy = round == 1 ? .reload : .reconfigure
            table.sections = Self.cellSections(old)
            table.setContentOffset(Point(x: 0, y: Double(round) * 100))
            for path in table.indexPathsForVisibleItems where (path.item + round).isMultiple(of: 3) {
                try table.selectItem(at: path)
            }
            var cellsBefore: [AnyID: ObjectIdentifier] = [:]
            for path in table.indexPathsForVisibleItems {
                cellsBefore[try table.model(at: path).id] = ObjectIdentifier(table.cellForItem(at: path)!)
            }
            let selectedBefore = Set(table.selectedItemIDs)
            let titlesBefore = Dictionary(
                table.sections.flatMap(\.items).map { ($0.id, $0.base(as: TextModel.self)!.title) },
                uniquingKeysWith: { first, _ in first })

            table.sections = Self.cellSections(new)
            try Self.expectShows(
                table, Self.cellSections(new), fresh: HeadlessTable(size: Size(width: 320, height: 600)))

            let oldIDs = old.flatMap(\.items).map(\.id)
            let newItemIDs = new.flatMap(\.items).map(\.id)
            // With repeated identifiers, who is who is a matter of order.
            guard Set(oldIDs).count == oldIDs.count, Set(newItemIDs).count == newItemIDs.count else { continue }
            let newIDs = Set(new.flatMap(\.items).map { AnyID("\($0.id)") })
            #expect(Set(table.selectedItemIDs) == selectedBefore.intersection(newIDs))
            for path in table.indexPathsForVisibleItems {
                let model = try table.model(at: path)
                guard let before = cellsBefore[model.id] else { continue }
                let unchanged = titlesBefore[model.id] == model.base(as: TextModel.self)!.title
                if table.refreshStrategy == .reconfigure || unchanged {
                    #expect(ObjectIdentifier(table.cellForItem(at: path)!) == before, "\(model.id) lost its cell")
                } else {
                    #expect(ObjectIdentifier(table.cellForItem(at: path)!) != before, "\(model.id) kept its cell")
                }
            }
        }
    }

    @Test("Random updates: the collection too", arguments: 0..<30)
    func randomCollection(seed: UInt64) throws {
        var random = RandomSnapshots(seed: seed + 1000)
        let metrics = FlowLayout.Metrics(
            itemSize: .columns(3, aspectRatio: 1.5), sectionInset: EdgeInsets(all: 4), headerHeight: 20)
        let collection = HeadlessCollection(size: Size(width: 320, height: 500), metrics: metrics)
        for _ in 0..<3 {
            let (old, new) = random.sectionedPair()
            collection.sections = Self.cellSections(old)
            collection.sections = Self.cellSections(new)
            try Self.expectShows(
                collection, Self.cellSections(new),
                fresh: HeadlessCollection(size: Size(width: 320, height: 500), metrics: metrics))
        }
    }
}

// MARK: - Off the main actor

/// Marks the main queue, which runs the main actor, so that a diff can tell
/// where it runs.
let mainQueueKey = DispatchSpecificKey<Int>()

/// Where content comparisons ran: true for the main queue.
let comparisonsOnMain = Locked<[Bool]>([])

/// Blocks comparisons while closed, to hold a diff in flight.
let gate = Locked<(closed: Bool, waiting: Bool)>((false, false))

/// A model whose content comparison, which only the diff calls, records
/// where it runs and waits at the gate.
final class ProbeModel: CellModel {
    typealias Cell = TextCell
    let cellIdentifier: String
    let version: Int

    init(_ id: String, version: Int = 0) {
        cellIdentifier = id
        self.version = version
    }

    var contentSnapshot: Int { version }

    nonisolated static func isContentEqual(_ old: Int, _ new: Int) -> Bool {
        comparisonsOnMain.withLock { $0.append(DispatchQueue.getSpecific(key: mainQueueKey) != nil) }
        while gate.withLock({ state in
            if state.closed { state.waiting = true }
            return state.closed
        }) {
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(1))
        }
        return old == new
    }

    func configure(_ cell: TextCell) {
        cell.title.text = "\(cellIdentifier) v\(version)"
    }
}

@MainActor
@Suite("Updates off the main actor: queued and coalesced", .serialized)
struct AsyncUpdatesTests {
    func probes(_ ids: [String], version: Int = 0) -> [CellSection] {
        [CellSection(id: "", items: ids.map { AnyCellModel(ProbeModel($0, version: version)) })]
    }

    @Test("The diff runs off the main actor; only its application touches the table")
    func offMain() async {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: 1)
        #expect(DispatchQueue.getSpecific(key: mainQueueKey) == 1)
        comparisonsOnMain.withLock { $0.removeAll() }
        let table = HeadlessTable(size: Size(width: 320, height: 400))
        table.sections = probes(["a", "b"])
        let outcome = await table.update(to: probes(["b", "a", "c"], version: 1))
        #expect(outcome == .applied)
        #expect(ids(table) == [["b", "a", "c"]])
        #expect((table.cellForItem(at: path(0, 0)) as? TextCell)?.title.text == "b v1")
        let onMain = comparisonsOnMain.withLock { $0 }
        #expect(!onMain.isEmpty && !onMain.contains(true))
        // A synchronous set diffs on the main actor.
        table.sections = probes(["b", "a", "c"], version: 2)
        #expect(comparisonsOnMain.withLock { $0 }.contains(true))
    }

    @Test("Snapshots that arrive while one is diffed are coalesced: the latest wins, none is applied twice")
    func coalescing() async {
        let table = HeadlessTable(size: Size(width: 320, height: 400))
        table.sections = probes(["a"])
        table.clearEvents()
        gate.withLock { $0 = (true, false) }
        let first = Task { await table.update(to: probes(["a", "b"])) }
        while !gate.withLock({ $0.waiting }) { await Task.yield() }
        let second = Task { await table.update(to: probes(["a", "b", "c"])) }
        let third = Task { await table.update(to: probes(["a", "b", "c", "d"])) }
        for _ in 0..<20 { await Task.yield() }
        gate.withLock { $0 = (false, false) }
        let outcomes = [await first.value, await second.value, await third.value]
        #expect(outcomes == [.coalesced, .coalesced, .applied])
        #expect(ids(table) == [["a", "b", "c", "d"]])
        #expect(table.events.filter { $0 == .beginUpdates }.count == 1)
        #expect(table.events.contains(.insertItems([path(0, 1), path(0, 2), path(0, 3)])))
    }

    @Test("The threshold in force when the diff is applied decides between a full reload and batch updates")
    func thresholdChangedDuringDiff() async {
        let table = HeadlessTable(size: Size(width: 320, height: 400))
        table.sections = probes(["a"])
        table.clearEvents()
        // Diffed for a full reload, applied as batch updates.
        table.fullReloadThreshold = 0
        gate.withLock { $0 = (true, false) }
        let first = Task { await table.update(to: probes(["a", "b"])) }
        while !gate.withLock({ $0.waiting }) { await Task.yield() }
        table.fullReloadThreshold = nil
        gate.withLock { $0 = (false, false) }
        #expect(await first.value == .applied)
        #expect(ids(table) == [["a", "b"]])
        #expect(table.events == [.beginUpdates, .insertItems([path(0, 1)]), .endUpdates, .willDisplay(path(0, 1))])
        #expect((table.cellForItem(at: path(0, 1)) as? TextCell)?.title.text == "b v0")

        // Diffed for batch updates, applied as a full reload.
        table.clearEvents()
        gate.withLock { $0 = (true, false) }
        let second = Task { await table.update(to: probes(["a", "b", "c"])) }
        while !gate.withLock({ $0.waiting }) { await Task.yield() }
        table.fullReloadThreshold = 0
        gate.withLock { $0 = (false, false) }
        #expect(await second.value == .applied)
        #expect(ids(table) == [["a", "b", "c"]])
        #expect(table.events.first == .reloadData)
        table.checkInvariants()
    }

    @Test("A synchronous set during a diff wins; a batch update during a diff makes it diff again")
    func changesDuringDiff() async throws {
        let table = HeadlessTable(size: Size(width: 320, height: 400))
        table.sections = probes(["a"])
        gate.withLock { $0 = (true, false) }
        let update = Task { await table.update(to: probes(["a", "b"])) }
        while !gate.withLock({ $0.waiting }) { await Task.yield() }
        table.sections = probes(["z"])
        gate.withLock { $0 = (false, false) }
        #expect(await update.value == .coalesced)
        #expect(ids(table) == [["z"]])

        gate.withLock { $0 = (true, false) }
        let second = Task { await table.update(to: probes(["z", "y"])) }
        while !gate.withLock({ $0.waiting }) { await Task.yield() }
        var updates = BatchUpdates()
        updates.insertItems(at: [path(0, 0)])
        try table.performBatchUpdates(updates, sections: probes(["x", "z"]))
        gate.withLock { $0 = (false, false) }
        #expect(await second.value == .applied)
        #expect(ids(table) == [["z", "y"]])
        table.checkInvariants()
    }
}
