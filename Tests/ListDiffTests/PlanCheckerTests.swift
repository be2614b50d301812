import ListDiff
import TestSupport
import Testing

/// The oracle itself must be able to fail: broken plans are rejected with the
/// right kind of error.
@Suite("Applying checks every batch-update rule")
struct PlanCheckerTests {
    typealias TestPlan = Plan<Int, Int>
    typealias TestStage = Stage<Int, Int>

    let old = [TestSection(1, [10, 11, 12]), TestSection(2, [20, 21])]

    func expectError(_ kind: PlanError.Kind, _ stage: TestStage, target: [TestSection]? = nil) {
        do {
            _ = try TestPlan(stages: [stage]).apply(to: old, target: target ?? old)
            Issue.record("expected \(kind), but the plan applied")
        } catch {
            #expect(error.kind == kind, "\(error)")
        }
    }

    @Test func indexOutOfRange() {
        var stage = TestStage()
        stage.itemDeletes = [Placement(at: ItemPath(section: 0, item: 3), id: 13)]
        expectError(.indexOutOfRange, stage)
        stage = TestStage()
        stage.sectionDeletes = [Placement(at: 2, id: 3)]
        expectError(.indexOutOfRange, stage)
        stage = TestStage()
        stage.itemInserts = [Placement(at: ItemPath(section: 0, item: 5), id: 99)]
        expectError(.indexOutOfRange, stage)
    }

    @Test func identifierMismatch() {
        var stage = TestStage()
        stage.itemReloads = [Placement(at: ItemPath(section: 0, item: 1), id: 12)]
        expectError(.identifierMismatch, stage)
        stage = TestStage()
        stage.sectionMoves = [IdentifiedMove(from: 0, to: 1, id: 2)]
        expectError(.identifierMismatch, stage)
    }

    @Test func conflictingOperations() {
        var stage = TestStage()
        stage.itemDeletes = [Placement(at: ItemPath(section: 0, item: 1), id: 11)]
        stage.itemReloads = [Placement(at: ItemPath(section: 0, item: 1), id: 11)]
        expectError(.conflictingOperations, stage)
        stage = TestStage()
        stage.sectionDeletes = [Placement(at: 0, id: 1)]
        stage.sectionReloads = [Placement(at: 0, id: 1)]
        expectError(.conflictingOperations, stage)
        stage = TestStage()
        stage.itemInserts = [
            Placement(at: ItemPath(section: 0, item: 0), id: 98)
        ]
        stage.itemMoves = [
            IdentifiedMove(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 0), id: 20)
        ]
        expectError(.conflictingOperations, stage)
    }

    @Test func itemOperationInChangedSection() {
        var stage = TestStage()
        stage.sectionReloads = [Placement(at: 0, id: 1)]
        stage.itemDeletes = [Placement(at: ItemPath(section: 0, item: 0), id: 10)]
        expectError(.itemOperationInChangedSection, stage)
        stage = TestStage()
        stage.sectionInserts = [SectionInsertion(at: 0, id: 3, items: [])]
        stage.itemMoves = [
            IdentifiedMove(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 0), id: 10)
        ]
        expectError(.itemOperationInChangedSection, stage)
        stage = TestStage()
        stage.sectionMoves = [IdentifiedMove(from: 1, to: 0, id: 2)]
        stage.itemDeletes = [Placement(at: ItemPath(section: 1, item: 0), id: 20)]
        expectError(.itemOperationInChangedSection, stage)
    }

    @Test func unsortedOrRepeated() {
        var stage = TestStage()
        stage.itemDeletes = [
            Placement(at: ItemPath(section: 0, item: 2), id: 12), Placement(at: ItemPath(section: 0, item: 1), id: 11),
        ]
        expectError(.unsortedOrRepeated, stage)
    }

    @Test func duplicateInsert() {
        var stage = TestStage()
        stage.itemInserts = [Placement(at: ItemPath(section: 1, item: 0), id: 10)]
        expectError(.duplicateInsert, stage)
    }

    @Test func missingReloadIsAStaleResult() {
        var target = old
        target[0].items[1].content = 7
        expectError(.resultMismatch, TestStage(), target: target)
    }

    @Test("Dropping any one operation from a valid plan breaks it", arguments: Array(UInt64(0)..<6))
    func droppingAnOperation(batch: UInt64) {
        var checked = 0
        for seed in batch * 200..<(batch + 1) * 200 {
            var random = RandomSnapshots(seed: seed)
            let (old, new) = random.sectionedPair()
            let plan = Plan(from: old, to: new)
            guard let stageIndex = plan.stages.indices.randomElement(using: &random.generator) else { continue }
            var broken = plan
            let stage = broken.stages[stageIndex]
            let lists: [(inout TestStage) -> Bool] = [
                { $0.sectionDeletes.popLast() != nil }, { $0.sectionInserts.popLast() != nil },
                { $0.sectionMoves.popLast() != nil }, { $0.sectionReloads.popLast() != nil },
                { $0.itemDeletes.popLast() != nil }, { $0.itemInserts.popLast() != nil },
                { $0.itemMoves.popLast() != nil }, { $0.itemReloads.popLast() != nil },
            ]
            var mutated = stage
            let drop = lists.filter {
                var copy = stage; return $0(&copy)
            }.randomElement(using: &random.generator)!
            _ = drop(&mutated)
            broken.stages[stageIndex] = mutated
            #expect(throws: PlanError.self, "seed \(seed)") { try broken.apply(to: old, target: new) }
            checked += 1
        }
        #expect(checked > 100)
    }
}
