import ListDiff
import TestSupport
import Testing

@Suite("Flat changesets")
struct ChangesetTests {
    func items(_ ids: [Int]) -> [TestItem] { ids.map { TestItem(id: $0) } }

    @Test func rotatingOneHundredThousandItemsByOneIsOneMove() throws {
        let old = items(Array(0..<100_000))
        let new = Array(old[1...]) + [old[0]]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.moves == [Move(from: 0, to: 99_999)])
        #expect(changeset.counts.operations == 1)
        #expect(try changeset.apply(to: old, target: new) == new)
    }

    @Test func lastToFirstIsOneMove() throws {
        let old = items(Array(0..<1_000))
        let new = [old[999]] + Array(old[..<999])
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.moves == [Move(from: 999, to: 0)])
    }

    @Test func reverseMovesAllButOne() throws {
        let old = items(Array(0..<6))
        let new = Array(old.reversed())
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.moves.count == 5)
        #expect(try changeset.apply(to: old, target: new) == new)
    }

    @Test func swapOfTwoIsOneMove() throws {
        let changeset = Changeset(from: items([1, 2]), to: items([2, 1]))
        #expect(changeset.moves.count == 1)
        #expect(changeset.deletes.isEmpty && changeset.inserts.isEmpty)
    }

    @Test func contentChangeInPlaceIsAReloadByOldIndex() throws {
        let old = items([1, 2, 3, 4])
        var new = old
        new.remove(at: 0)
        new[1].content = 9  // item 3, old index 2
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.deletes == [0])
        #expect(changeset.reloads == [2])
        #expect(changeset.reloadsAfterMoves.isEmpty)
        #expect(changeset.counts.stages == 1)
    }

    @Test func movedAndChangedItemIsReloadedAfterTheMove() throws {
        let old = items([1, 2, 3])
        let new = [TestItem(id: 3, content: 5), TestItem(id: 1), TestItem(id: 2)]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.moves == [Move(from: 2, to: 0)])
        #expect(changeset.reloads.isEmpty)
        #expect(changeset.reloadsAfterMoves == [0])
        #expect(changeset.counts == PlanCounts(moves: 1, reloads: 1, stages: 2))
        #expect(try changeset.apply(to: old, target: new) == new)
    }

    @Test func duplicateIdentifiersPairInOrderOfAppearance() throws {
        let old = [TestItem(id: 7, content: 1), TestItem(id: 7, content: 2), TestItem(id: 8)]
        let new = [
            TestItem(id: 8), TestItem(id: 7, content: 1), TestItem(id: 7, content: 2), TestItem(id: 7, content: 3),
        ]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.inserts == [3])
        #expect(changeset.reloads.isEmpty && changeset.reloadsAfterMoves.isEmpty)
        #expect(changeset.moves.count == 1)
        #expect(try changeset.apply(to: old, target: new) == new)
    }

    @Test func allTheSameIdentifier() throws {
        let old = Array(repeating: TestItem(id: 1), count: 50)
        let new = Array(repeating: TestItem(id: 1), count: 20)
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.deletes == Array(20..<50))
        #expect(try changeset.apply(to: old, target: new) == new)
    }

    @Test func emptyCases() throws {
        #expect(Changeset(from: [TestItem](), to: []).isEmpty)
        #expect(Changeset(from: [], to: items([1, 2])).inserts == [0, 1])
        #expect(Changeset(from: items([1, 2]), to: []).deletes == [0, 1])
    }

    @Test func outOfRangeChangesetIsRejected() {
        let changeset = Changeset(deletes: [3])
        #expect(throws: PlanError.self) { try changeset.apply(to: items([1, 2]), target: items([1, 2])) }
    }
}

@Suite("Longest increasing subsequence")
struct LongestIncreasingSubsequenceTests {
    /// Moves chosen by the changeset for a permutation, against the quadratic
    /// oracle.
    @Test("Moves equal n − LIS for permutations", arguments: Array(UInt64(0)..<200))
    func permutations(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 0..<60, using: &generator)
        let order = Array(0..<count).shuffled(using: &generator)
        let old = (0..<count).map { TestItem(id: $0) }
        let new = order.map { TestItem(id: $0) }
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.moves.count == count - MinimumCounts.lisLength(order))
        // The unmoved elements are in increasing old order.
        let moved = Set(changeset.moves.map(\.to))
        let stayed = order.indices.filter { !moved.contains($0) }.map { order[$0] }
        #expect(stayed == stayed.sorted())
    }

    @Test func knownSequences() {
        #expect(MinimumCounts.lisLength([3, 1, 2]) == 2)
        let cases: [([Int], Int)] = [
            ([], 0), ([0], 0), ([1, 0], 1), ([2, 0, 1], 1), ([0, 3, 1, 2], 1), ([3, 2, 1, 0], 3),
        ]
        for (order, moves) in cases {
            let changeset = Changeset(
                from: order.indices.map { TestItem(id: $0) }, to: order.map { TestItem(id: $0) })
            #expect(changeset.moves.count == moves, "\(order)")
        }
    }
}

@Suite("Fewer stages")
struct StageCountTests {
    @Test func aChangedItemStaysWhileAnUnchangedOneMoves() throws {
        // Swapping two items where one changed: moving the unchanged one
        // keeps the plan to a single batch.
        let old = [TestItem(id: 1), TestItem(id: 2)]
        let new = [TestItem(id: 2, content: 1), TestItem(id: 1)]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.moves == [Move(from: 0, to: 1)])
        #expect(changeset.reloads == [1])
        #expect(changeset.counts.stages == 1)
        #expect(try changeset.apply(to: old, target: new) == new)
    }

    @Test func theSpecExampleIsOneStage() throws {
        let old = [
            Section(model: TestSectionModel(id: 1), items: [TestItem(id: 10), TestItem(id: 11), TestItem(id: 12)]),
            Section(model: TestSectionModel(id: 2), items: []),
            Section(model: TestSectionModel(id: 3), items: []),
            Section(model: TestSectionModel(id: 4), items: []),
        ]
        let new = [
            Section(model: TestSectionModel(id: 5), items: [TestItem(id: 50), TestItem(id: 51)]),
            Section(model: TestSectionModel(id: 3), items: []),
            Section(
                model: TestSectionModel(id: 1),
                items: [TestItem(id: 13), TestItem(id: 12, content: 1), TestItem(id: 10)]),
            Section(model: TestSectionModel(id: 2, content: 1), items: []),
        ]
        let plan = Plan(from: old, to: new)
        #expect(plan.counts == PlanCounts(deletes: 2, inserts: 2, moves: 2, reloads: 2, stages: 1))
        #expect(try plan.apply(to: old, target: new) == new)
    }

    @Test func itemsIntoAnInsertedSectionNeedItFirst() throws {
        let old = [TestSection(1, [10, 11])]
        let new = [TestSection(1, [10]), TestSection(2, [11, 20])]
        let plan = Plan(from: old, to: new)
        #expect(plan.stages.count == 2)
        #expect(plan.stages[0].sectionInserts == [SectionInsertion(at: 1, id: 2, items: [20])])
        #expect(plan.stages[1].itemMoves.map(\.id) == [11])
        #expect(plan.counts.operations == 2)
        #expect(try plan.apply(to: old, target: new) == new)
    }

    @Test func itemsLeaveADeletedSectionBeforeItGoes() throws {
        let old = [TestSection(1, [10, 11]), TestSection(2, [20])]
        let new = [TestSection(2, [11, 20])]
        let plan = Plan(from: old, to: new)
        #expect(plan.stages.count == 2)
        #expect(plan.stages[0].itemMoves.map(\.id) == [11])
        #expect(plan.stages[1].sectionDeletes.map(\.id) == [1])
        #expect(plan.counts == PlanCounts(deletes: 1, inserts: 0, moves: 1, reloads: 0, stages: 2))
        #expect(try plan.apply(to: old, target: new) == new)
    }

    @Test func aSectionThatMovesChangesAndTakesItemsMovesEarlyWhenItCan() throws {
        // Section 3 is inserted to receive item 11, so the first stage runs
        // anyway: section 2, which moves, changes and takes item 10, moves in
        // it and is reloaded after the items arrive: three stages, not four.
        let old = [TestSection(1, [10, 11]), TestSection(2, [20])]
        let new = [TestSection(3, [11]), TestSection(2, content: 1, [20, 10]), TestSection(1, [])]
        let plan = Plan(from: old, to: new)
        #expect(plan.stages.count == 3)
        #expect(plan.stages[0].sectionMoves.map(\.id) == [2])
        #expect(plan.stages[2].sectionReloads.map(\.id) == [2])
        #expect(plan.counts == PlanCounts(deletes: 0, inserts: 1, moves: 3, reloads: 1, stages: 3))
        #expect(try plan.apply(to: old, target: new) == new)
    }

    @Test func independentSectionAndItemChangesShareOneStage() throws {
        let old = [TestSection(1, [10, 11]), TestSection(2, [20]), TestSection(3, [])]
        let new = [TestSection(3, []), TestSection(1, [11, 10, 12]), TestSection(4, [40])]
        let plan = Plan(from: old, to: new)
        #expect(plan.stages.count == 1)
        #expect(try plan.apply(to: old, target: new) == new)
    }
}
