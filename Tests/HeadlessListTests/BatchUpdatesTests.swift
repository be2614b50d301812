import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

@MainActor
@Suite("Batch updates by operations, as performBatchUpdates")
struct BatchUpdatesTests {
    /// fruit [apple, pear, fig], veg [kale, leek], nuts [], in a table tall
    /// enough to show everything.
    func table() -> HeadlessTable {
        let table = HeadlessTable(size: Size(width: 320, height: 1000))
        table.sections = data(["apple", "pear", "fig"], ["kale", "leek"], [])
        table.clearEvents()
        return table
    }

    func data(_ fruit: [String], _ veg: [String], _ nuts: [String]) -> [CellSection] {
        [textSection("fruit", fruit), textSection("veg", veg), textSection("nuts", nuts)]
    }

    /// Everything an update must leave alone when it fails.
    struct State: Equatable {
        var ids: [[String]]
        var events: [ListEvent]
        var cells: [ObjectIdentifier]
        var titles: [String]
        var offset: Point
        var size: Size
        var selected: [ItemPath]
        var created: Int

        @MainActor
        init(_ table: HeadlessTable) {
            ids = HeadlessListTests.ids(table)
            events = table.events
            cells = table.visibleCellsInOrder.map(ObjectIdentifier.init)
            titles = table.visibleCellsInOrder.map { ($0 as! TextCell).title.text }
            offset = table.contentOffset
            size = table.contentSize
            selected = table.indexPathsForSelectedItems
            created = table.reusePool.totalCounters.created
        }
    }

    /// Checks that the update throws `message` and changes nothing.
    func expectFailure(
        _ message: String, kind: HeadlessListError.Kind, _ table: HeadlessTable? = nil, data newData: [CellSection],
        sourceLocation: SourceLocation = #_sourceLocation, _ build: (inout BatchUpdates) -> Void
    ) throws {
        let table = table ?? self.table()
        try table.selectItem(at: path(0, 1))
        let before = State(table)
        var updates = BatchUpdates()
        build(&updates)
        #expect(throws: HeadlessListError(kind, message), sourceLocation: sourceLocation) {
            try table.performBatchUpdates(updates, sections: newData)
        }
        #expect(State(table) == before, "the table changed", sourceLocation: sourceLocation)
        table.checkInvariants()
    }

    // MARK: - Valid updates

    @Test("Deletes and inserts: events in UIKit's order, surviving cells kept")
    func deleteInsert() throws {
        let table = table()
        let apple = try #require(table.cellForItem(at: path(0, 0)))
        var updates = BatchUpdates()
        updates.deleteItems(at: [path(0, 1)])
        updates.insertItems(at: [path(0, 0)])
        try table.performBatchUpdates(updates, sections: data(["kiwi", "apple", "fig"], ["kale", "leek"], []))
        #expect(ids(table) == [["kiwi", "apple", "fig"], ["kale", "leek"], []])
        #expect(
            table.events == [
                .beginUpdates, .deleteItems([path(0, 1)]), .insertItems([path(0, 0)]), .endUpdates,
                .didEndDisplaying(path(0, 1)), .willDisplay(path(0, 0)),
            ])
        #expect(table.cellForItem(at: path(0, 1)) === apple)
    }

    @Test("Moves across sections, section deletes, inserts and moves in one batch")
    func sectionsAndMoves() throws {
        let table = table()
        let fig = try #require(table.cellForItem(at: path(0, 2)))
        var updates = BatchUpdates()
        updates.moveItem(at: path(0, 2), to: path(2, 0))
        updates.deleteSections([2])
        updates.insertSections([0])
        let newData = [
            textSection("herbs", ["mint"]), textSection("fruit", ["apple", "pear"]),
            textSection("veg", ["fig", "kale", "leek"]),
        ]
        try table.performBatchUpdates(updates, sections: newData)
        #expect(ids(table) == [["mint"], ["apple", "pear"], ["fig", "kale", "leek"]])
        #expect(table.cellForItem(at: path(2, 0)) === fig)
        #expect(
            Array(table.events.prefix(6)) == [
                .beginUpdates, .deleteSections([2]), .insertSections([0]), .moveItem(path(0, 2), to: path(2, 0)),
                .endUpdates, .willDisplay(path(0, 0)),
            ])
        // Moving a section keeps its cells.
        let kale = try #require(table.cellForItem(at: path(2, 1)))
        updates = BatchUpdates()
        updates.moveSection(2, toSection: 0)
        try table.performBatchUpdates(updates, sections: [newData[2], newData[0], newData[1]])
        #expect(table.cellForItem(at: path(0, 1)) === kale)
        #expect(table.events.suffix(3) == [.beginUpdates, .moveSection(2, to: 0), .endUpdates])
    }

    @Test("Reload replaces a visible cell; reconfigure re-binds it in place; neither leaves the selection")
    func reloadAndReconfigure() throws {
        let table = table()
        try table.selectItem(at: path(0, 0))
        try table.selectItem(at: path(0, 1))
        table.allowsMultipleSelection = true
        try table.selectItem(at: path(0, 0))
        let apple = try #require(table.cellForItem(at: path(0, 0)))
        let pear = try #require(table.cellForItem(at: path(0, 1)))
        table.clearEvents()
        var updates = BatchUpdates()
        updates.reloadItems(at: [path(0, 0)])
        updates.reconfigureItems(at: [path(0, 1)])
        let newData = [
            CellSection(
                id: "fruit",
                items: [
                    AnyCellModel(TextModel("apple", "Apple!")), AnyCellModel(TextModel("pear", "Pear!")),
                    AnyCellModel(TextModel("fig")),
                ]),
            textSection("veg", ["kale", "leek"]), textSection("nuts", []),
        ]
        try table.performBatchUpdates(updates, sections: newData)
        #expect(
            table.events == [
                .beginUpdates, .reloadItems([path(0, 0)]), .reconfigureItems([path(0, 1)]), .endUpdates,
                .didEndDisplaying(path(0, 0)), .willDisplay(path(0, 0)),
            ])
        let newApple = try #require(table.cellForItem(at: path(0, 0)) as? TextCell)
        #expect(newApple !== apple && newApple.title.text == "Apple!")
        #expect(table.cellForItem(at: path(0, 1)) === pear)
        #expect((pear as! TextCell).title.text == "Pear!")
        #expect(table.indexPathsForSelectedItems == [path(0, 0), path(0, 1)])
        #expect(newApple.isSelected)
    }

    @Test("An item whose model changes without a refresh keeps its stale cell, as in UIKit, until it is refreshed")
    func staleWithoutRefresh() throws {
        let table = table()
        let newData = [
            CellSection(
                id: "fruit",
                items: [
                    AnyCellModel(TextModel("apple", "Apple!")), AnyCellModel(TextModel("pear")),
                    AnyCellModel(TextModel("fig")),
                ]),
            textSection("veg", ["kale", "leek"]), textSection("nuts", []),
        ]
        try table.performBatchUpdates(BatchUpdates(), sections: newData)
        #expect((table.cellForItem(at: path(0, 0)) as? TextCell)?.title.text == "apple")
        #expect(try table.model(at: path(0, 0)).base(as: TextModel.self)?.title == "Apple!")
        var updates = BatchUpdates()
        updates.reconfigureItems(at: [path(0, 0)])
        try table.performBatchUpdates(updates, sections: newData)
        #expect((table.cellForItem(at: path(0, 0)) as? TextCell)?.title.text == "Apple!")
    }

    @Test("Deleting a selected item removes it from the selection")
    func deleteSelected() throws {
        let table = table()
        try table.selectItem(at: path(0, 1))
        var updates = BatchUpdates()
        updates.deleteItems(at: [path(0, 1)])
        try table.performBatchUpdates(updates, sections: data(["apple", "fig"], ["kale", "leek"], []))
        #expect(table.indexPathsForSelectedItems.isEmpty)
    }

    // MARK: - Counting, in UIKit's words

    @Test("The number of sections must add up")
    func sectionCount() throws {
        try expectFailure(
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (4) must be equal to the number of sections contained in the table view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            kind: .invalidNumberOfSections,
            data: data(["apple", "pear", "fig"], ["kale", "leek"], []) + [textSection("x", [])]
        ) { _ in }
    }

    @Test("The number of rows in each section must add up")
    func rowCount() throws {
        try expectFailure(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            kind: .invalidNumberOfItems, data: data(["apple", "pear", "fig", "kiwi"], ["kale", "leek"], [])
        ) { _ in }
        try expectFailure(
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).",
            kind: .invalidNumberOfItems, data: data(["kiwi", "apple", "fig"], ["pear", "kale", "leek"], [])
        ) { updates in
            updates.insertItems(at: [path(0, 0)])
            updates.deleteItems(at: [path(0, 1)])
            updates.moveItem(at: path(0, 2), to: path(1, 0))
        }
    }

    @Test("A collection says items and collection view")
    func collectionWords() throws {
        let collection = HeadlessCollection(size: Size(width: 320, height: 400))
        collection.sections = [textSection("s", ["a"])]
        var updates = BatchUpdates()
        updates.insertItems(at: [path(0, 1)])
        #expect(
            throws: HeadlessListError(
                .invalidNumberOfItems,
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
            )
        ) {
            try collection.performBatchUpdates(updates, sections: [textSection("s", ["a"])])
        }
        #expect(
            throws: HeadlessListError(
                .invalidNumberOfSections,
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (0) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            )
        ) {
            try collection.performBatchUpdates(BatchUpdates(), sections: [])
        }
        try collection.performBatchUpdates(updates, sections: [textSection("s", ["a", "b"])])
        #expect(collection.indexPathsForVisibleItems == [path(0, 0), path(0, 1)])
    }

    // MARK: - Ranges

    @Test("Indexes out of range, before and after the update")
    func ranges() throws {
        let same = data(["apple", "pear", "fig"], ["kale", "leek"], [])
        try expectFailure(
            "attempt to delete row 7 from section 0 which only contains 3 rows before the update",
            kind: .indexOutOfRange, data: data(["apple", "pear"], ["kale", "leek"], [])
        ) { $0.deleteItems(at: [path(0, 7)]) }
        try expectFailure(
            "attempt to delete row 0 from section 5, but there are only 3 sections before the update",
            kind: .indexOutOfRange, data: same
        ) { $0.deleteItems(at: [path(5, 0)]) }
        try expectFailure(
            "attempt to delete section 5, but there are only 3 sections before the update",
            kind: .indexOutOfRange, data: same
        ) { $0.deleteSections([5]) }
        try expectFailure(
            "attempt to reload row 3 from section 1 which only contains 2 rows before the update",
            kind: .indexOutOfRange, data: same
        ) { $0.reloadItems(at: [path(1, 3)]) }
        try expectFailure(
            "attempt to insert row 5 into section 0, but there are only 4 rows in section 0 after the update",
            kind: .indexOutOfRange, data: data(["apple", "pear", "fig", "kiwi"], ["kale", "leek"], [])
        ) { $0.insertItems(at: [path(0, 5)]) }
        try expectFailure(
            "attempt to insert row 0 into section 3, but there are only 3 sections after the update",
            kind: .indexOutOfRange, data: same
        ) { $0.insertItems(at: [path(3, 0)]) }
        try expectFailure(
            "attempt to move index path [0, 0] to index path [1, 4], but there are only 3 rows in section 1 after the update",
            kind: .indexOutOfRange, data: data(["pear", "fig"], ["kale", "leek", "apple"], [])
        ) { $0.moveItem(at: path(0, 0), to: path(1, 4)) }
        try expectFailure(
            "attempt to insert section 4 but there are only 4 sections after the update",
            kind: .indexOutOfRange, data: same + [textSection("x", [])]
        ) { $0.insertSections([4]) }
        try expectFailure(
            "attempt to move section 0 to section 3, but there are only 3 sections after the update",
            kind: .indexOutOfRange, data: same
        ) { $0.moveSection(0, toSection: 3) }
    }

    // MARK: - Repeats and conflicts

    @Test("The same index twice, and one item or section in two operations")
    func conflicts() throws {
        let same = data(["apple", "pear", "fig"], ["kale", "leek"], [])
        let withoutPear = data(["apple", "fig"], ["kale", "leek"], [])
        try expectFailure(
            "attempt to delete the same index path twice ([0, 1])", kind: .repeatedIndex,
            data: data(["apple"], ["kale", "leek"], [])
        ) { $0.deleteItems(at: [path(0, 1), path(0, 1)]) }
        try expectFailure(
            "attempt to delete and reload the same index path ([0, 1])", kind: .conflictingOperations, data: withoutPear
        ) {
            $0.deleteItems(at: [path(0, 1)])
            $0.reloadItems(at: [path(0, 1)])
        }
        try expectFailure(
            "attempt to delete and reconfigure the same index path ([0, 1])", kind: .conflictingOperations,
            data: withoutPear
        ) {
            $0.deleteItems(at: [path(0, 1)])
            $0.reconfigureItems(at: [path(0, 1)])
        }
        try expectFailure(
            "attempt to perform a delete and a move from the same index path ([0, 1])", kind: .conflictingOperations,
            data: withoutPear
        ) {
            $0.deleteItems(at: [path(0, 1)])
            $0.moveItem(at: path(0, 1), to: path(0, 0))
        }
        try expectFailure(
            "attempt to perform an insert and a move to the same index path ([0, 0])", kind: .conflictingOperations,
            data: data(["kiwi", "apple", "pear"], ["kale", "leek"], [])
        ) {
            $0.insertItems(at: [path(0, 0)])
            $0.moveItem(at: path(0, 2), to: path(0, 0))
        }
        try expectFailure(
            "attempt to insert the same index path twice ([0, 0])", kind: .repeatedIndex,
            data: data(["kiwi", "lime", "apple", "pear", "fig"], ["kale", "leek"], [])
        ) { $0.insertItems(at: [path(0, 0), path(0, 0)]) }
        try expectFailure("attempt to delete and reload the same section (1)", kind: .conflictingOperations, data: same)
        {
            $0.deleteSections([1])
            $0.reloadSections([1])
        }
        try expectFailure("attempt to reload section 0 twice", kind: .repeatedIndex, data: same) {
            $0.reloadSections([0, 0])
        }
        try expectFailure(
            "attempt to move two sections to the same section (1)", kind: .conflictingOperations,
            data: [same[1], same[0], same[2]]
        ) {
            $0.moveSection(0, toSection: 1)
            $0.moveSection(2, toSection: 1)
        }
        try expectFailure(
            "attempt to insert and move to the same section (0)", kind: .conflictingOperations,
            data: [textSection("x", []), same[0], same[1], same[2]]
        ) {
            $0.insertSections([0])
            $0.moveSection(2, toSection: 0)
        }
    }

    @Test("No item operation inside a section the same update deletes, inserts, moves or reloads")
    func itemInChangedSection() throws {
        let same = data(["apple", "pear", "fig"], ["kale", "leek"], [])
        try expectFailure(
            "attempt to delete row 0 from section 1, which is being deleted in the same update",
            kind: .itemOperationInChangedSection, data: [same[0], same[2]]
        ) {
            $0.deleteSections([1])
            $0.deleteItems(at: [path(1, 0)])
        }
        try expectFailure(
            "attempt to reload row 1 from section 0, which is being reloaded in the same update",
            kind: .itemOperationInChangedSection, data: same
        ) {
            $0.reloadSections([0])
            $0.reloadItems(at: [path(0, 1)])
        }
        try expectFailure(
            "attempt to move index path [0, 0] to index path [0, 0], but section 0 is being inserted in the same update",
            kind: .itemOperationInChangedSection,
            data: [textSection("new", ["apple"]), textSection("fruit", ["pear", "fig"]), same[1], same[2]]
        ) {
            $0.insertSections([0])
            $0.moveItem(at: path(0, 0), to: path(0, 0))
        }
        try expectFailure(
            "attempt to insert row 0 into section 0, but section 0 is being moved or reloaded in the same update",
            kind: .itemOperationInChangedSection, data: [textSection("veg", ["x", "kale", "leek"]), same[0], same[2]]
        ) {
            $0.moveSection(1, toSection: 0)
            $0.insertItems(at: [path(0, 0)])
        }
    }

    @Test("Counts that add up but identifiers that do not: the result must show the data")
    func identifiers() throws {
        try expectFailure(
            "Invalid update: row [0, 0] after the update would be \"apple\", but the data has \"pear\" there",
            kind: .identifierMismatch, data: data(["pear", "apple", "fig"], ["kale", "leek"], [])
        ) { _ in }
        try expectFailure(
            "Invalid update: section 0 after the update would be \"fruit\", but the data has \"veg\" there",
            kind: .identifierMismatch,
            data: [
                textSection("veg", ["apple", "pear", "fig"]), textSection("fruit", ["kale", "leek"]),
                textSection("nuts", []),
            ]
        ) { _ in }
    }

    @Test("Updates during an update are refused: snapshots set meanwhile wait, then apply")
    func reentrantSnapshot() throws {
        let table = table()
        var didQueue = false
        table.onEvent = { [weak table] event in
            if event == .endUpdates && !didQueue {
                didQueue = true
                table?.cells = .text(["late"])
            }
        }
        var updates = BatchUpdates()
        updates.deleteItems(at: [path(1, 0)])
        try table.performBatchUpdates(updates, sections: data(["apple", "pear", "fig"], ["leek"], []))
        #expect(ids(table) == [["late"]])
    }
}
