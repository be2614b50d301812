import TestSupport
import Testing

@_spi(ListEngine) @testable import ListDiff

/// A plan's sources are what lets a list take every new model by position:
/// replaying a plan with content taken only through them (never by
/// identifier, never from the target at the end) must give the new
/// snapshot, repeated identifiers included.
@Suite("Stage sources: every new model by position")
struct StageSourcesTests {
    /// Replays `plan` on `old`, taking inserted and refreshed content from
    /// `new` at the positions the sources give.
    func replay(_ plan: Plan<Int, Int>, _ old: [TestSection], _ new: [TestSection], seed: UInt64) throws
        -> [TestSection]
    {
        let sources = try #require(plan.sources, "seed \(seed)")
        try #require(sources.count == plan.stages.count)
        var list = old
        for (stage, source) in zip(plan.stages, sources) {
            #expect(source.itemInserts.count == stage.itemInserts.count, "seed \(seed)")
            #expect(source.itemReloads.count == stage.itemReloads.count, "seed \(seed)")
            #expect(source.sectionInserts.count == stage.sectionInserts.count, "seed \(seed)")
            #expect(source.sectionReloads.count == stage.sectionReloads.count, "seed \(seed)")
            // Repeats are the snapshots' own; Plan.apply checks inserts.
            var rules = BatchRules(outline: SectionsOutline(list))
            rules.checksDuplicateInserts = false
            let transition = try rules.transition(of: stage)
            var insertedItems: [ItemPath: ItemPath] = [:]
            for (insert, at) in zip(stage.itemInserts, source.itemInserts) {
                #expect(new[at.section].items[at.item].id == insert.id, "seed \(seed)")
                insertedItems[insert.at] = at
            }
            var reloadedItems: [ItemPath: ItemPath] = [:]
            for (reload, at) in zip(stage.itemReloads, source.itemReloads) {
                #expect(new[at.section].items[at.item].id == reload.id, "seed \(seed)")
                reloadedItems[reload.at] = at
            }
            var insertedSections: [Int: (section: Int, items: [Int])] = [:]
            for (index, insert) in stage.sectionInserts.enumerated() {
                let t = source.sectionInserts[index]
                let items = source.sectionInsertItems[index]
                #expect(new[t].id == insert.id, "seed \(seed)")
                #expect(items.map { new[t].items[$0].id } == insert.items, "seed \(seed)")
                insertedSections[insert.at] = (t, items)
            }
            var reloadedSections: [Int: Int] = [:]
            for (reload, t) in zip(stage.sectionReloads, source.sectionReloads) {
                #expect(new[t].id == reload.id, "seed \(seed)")
                reloadedSections[reload.at] = t
            }
            list = try transition.replay(
                list,
                insertingSection: { slot in
                    let (t, items) = try #require(insertedSections[slot])
                    return TestSection(new[t], items: items.map { new[t].items[$0] })
                },
                insertingItem: { path in
                    let at = try #require(insertedItems[path])
                    return new[at.section].items[at.item]
                },
                refreshing: { item, from, _ in
                    if let at = reloadedItems[from] { item = new[at.section].items[at.item] }
                },
                reloading: { section, from in
                    guard let t = reloadedSections[from] else { return }
                    #expect(section.items.map(\.id) == new[t].items.map(\.id), "seed \(seed)")
                    section = new[t]
                })
        }
        return list
    }

    @Test("Random sectioned plans replayed through their sources", arguments: Array(UInt64(0)..<4))
    func randomPlans(batch: UInt64) throws {
        for seed in batch * 500..<(batch + 1) * 500 {
            var random = RandomSnapshots(seed: seed)
            let (old, new) = random.sectionedPair()
            let plan = Plan(from: old, to: new)
            #expect(try replay(plan, old, new, seed: seed) == new, "seed \(seed)")
        }
    }

    @Test("Sources are not part of a plan's value")
    func equality() {
        let old = [TestSection(model: TestSectionModel(id: 0), items: [TestItem(id: 1)])]
        let new = [TestSection(model: TestSectionModel(id: 0), items: [TestItem(id: 2)])]
        let plan = Plan(from: old, to: new)
        #expect(plan.sources != nil)
        #expect(Plan(stages: plan.stages) == plan && Plan(stages: plan.stages).sources == nil)
    }
}
