import CellModels
@_spi(Instrumentation) import HeadlessList
import ListDiff
import TestSupport
import Testing

@MainActor
@Suite("A plan made elsewhere, applied to a list stage by stage")
struct PlanApplyingTests {
    @Test(
        "Random plans with other identifier types: the table shows the new snapshot, as a table that set it would",
        arguments: 0..<60)
    func randomPlans(seed: UInt64) throws {
        var random = RandomSnapshots(seed: seed + 5000)
        let table = HeadlessTable(size: Size(width: 320, height: 600))
        for round in 0..<3 {
            let (old, new) = random.sectionedPair()
            table.sections = DiffUpdatesTests.cellSections(old)
            table.setContentOffset(Point(x: 0, y: Double(round) * 100))
            table.clearEvents()
            // What a server would send: a plan over its own identifiers.
            let plan = Plan(from: old, to: new).mapIdentifiers(sections: { $0 }, items: { "\($0)" })
            try table.performBatchUpdates(plan, sections: DiffUpdatesTests.cellSections(new))
            try DiffUpdatesTests.expectShows(
                table, DiffUpdatesTests.cellSections(new), fresh: HeadlessTable(size: Size(width: 320, height: 600)))
            let updates = table.events.filter { $0 == .beginUpdates }
            #expect(updates.count == plan.stages.count, "seed \(seed): one batch update a stage")
            table.checkInvariants()
        }
    }

    @Test("A plan that does not lead to the new sections is refused, and the table is unchanged")
    func wrongPlan() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 600))
        let old = [CellSection(id: "s", items: .text(["a", "b", "c"]))]
        let new = [CellSection(id: "s", items: .text(["c", "a", "b"]))]
        table.sections = old
        table.clearEvents()
        // The plan of another change: it moves "a" to the end.
        let other = [CellSection(id: "s", items: .text(["b", "c", "a"]))]
        let plan = Plan(from: old, to: other)
        let error = try #require(throws: HeadlessListError.self) {
            try table.performBatchUpdates(plan, sections: new)
        }
        #expect(error.kind == .invalidPlan)
        #expect(error.message.contains("expected"))
        #expect(table.sections.flatMap(\.items).map(\.id) == ["a", "b", "c"].map(AnyID.init))
        #expect(table.events.isEmpty)
    }

    @Test("A stage's lists hold the old content until refreshed, the new one after")
    func intermediateSnapshots() throws {
        // "3" moves to the front and changes ("1" and "2" keep their order):
        // a move, then a reload.
        let old = [
            TestSection(model: TestSectionModel(id: 1), items: [TestItem(id: 1), TestItem(id: 2), TestItem(id: 3)])
        ]
        let new = [
            TestSection(
                model: TestSectionModel(id: 1), items: [TestItem(id: 3, content: 5), TestItem(id: 1), TestItem(id: 2)])
        ]
        let plan = Plan(from: old, to: new)
        let snapshots = try plan.snapshots(from: old, to: new)
        #expect(plan.stages.count == 2)
        #expect(snapshots.count == plan.stages.count)
        // After the first stage "3" is in front with its old content.
        #expect(snapshots.first?.first?.items == [TestItem(id: 3), TestItem(id: 1), TestItem(id: 2)])
        #expect(snapshots.last == new)
        for (index, snapshot) in snapshots.enumerated() {
            // The stages so far lead from old to this snapshot exactly.
            let prefix = Plan(stages: Array(plan.stages[...index]))
            #expect(try prefix.apply(to: old, target: snapshot) == snapshot)
        }
    }
}
