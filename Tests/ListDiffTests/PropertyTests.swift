import ListDiff
import TestSupport
import Testing

/// Thousands of seeded random cases: every plan applies cleanly, yields the
/// new snapshot and has exactly the minimal counts. A failure names its seed;
/// replay it with `RandomSnapshots(seed:)`.
@Suite("Property tests")
struct PropertyTests {
    static let batches: [UInt64] = Array(0..<8)
    static let casesPerBatch: UInt64 = 500

    @Test("Flat changesets apply, reach the new array and are minimal", arguments: batches)
    func flatChangesets(batch: UInt64) throws {
        for seed in batch * Self.casesPerBatch..<(batch + 1) * Self.casesPerBatch {
            var random = RandomSnapshots(seed: seed)
            let (old, new) = random.flatPair()
            let changeset = Changeset(from: old, to: new)
            expectApplies(seed: seed) { try changeset.apply(to: old, target: new) == new }
            var expected = MinimumCounts.between(flat: old, new)
            expected.stages = changeset.counts.stages
            #expect(changeset.counts == expected, "seed \(seed): \(old) → \(new)")
        }
    }

    @Test("Flat plans agree with flat changesets", arguments: batches)
    func flatPlans(batch: UInt64) throws {
        for seed in batch * Self.casesPerBatch..<(batch + 1) * Self.casesPerBatch {
            var random = RandomSnapshots(seed: seed)
            let (oldItems, newItems) = random.flatPair()
            let old = [TestSection(model: TestSectionModel(id: 0), items: oldItems)]
            let new = [TestSection(model: TestSectionModel(id: 0), items: newItems)]
            let plan = Plan(from: old, to: new)
            expectApplies(seed: seed) { try plan.apply(to: old, target: new) == new }
            #expect(plan.counts == Changeset(from: oldItems, to: newItems).counts, "seed \(seed)")
        }
    }

    @Test("Sectioned plans apply, reach the new snapshot and are minimal", arguments: batches)
    func sectionedPlans(batch: UInt64) throws {
        for seed in batch * Self.casesPerBatch..<(batch + 1) * Self.casesPerBatch {
            var random = RandomSnapshots(seed: seed)
            let (old, new) = random.sectionedPair()
            let plan = Plan(from: old, to: new)
            expectApplies(seed: seed) { try plan.apply(to: old, target: new) == new }
            var expected = MinimumCounts.between(old, new)
            expected.stages = plan.counts.stages
            #expect(plan.counts == expected, "seed \(seed): \(old.map(\.id)) → \(new.map(\.id))")
            #expect(plan.stages.count <= 4, "seed \(seed)")
        }
    }

    @Test("Long common prefixes and suffixes, duplicates at the boundaries", arguments: batches)
    func boundaries(batch: UInt64) throws {
        for seed in batch * Self.casesPerBatch..<(batch + 1) * Self.casesPerBatch {
            var random = RandomSnapshots(seed: seed)
            let (old, new) = random.boundaryPair()
            let changeset = Changeset(from: old, to: new)
            expectApplies(seed: seed) { try changeset.apply(to: old, target: new) == new }
            var expected = MinimumCounts.between(flat: old, new)
            expected.stages = changeset.counts.stages
            #expect(changeset.counts == expected, "seed \(seed): \(old) → \(new)")
            // The same items split into sections at random places.
            let cut = Int.random(in: 0...old.count, using: &random.generator)
            let newCut = Int.random(in: 0...new.count, using: &random.generator)
            let oldSections = [
                TestSection(model: TestSectionModel(id: 0), items: Array(old[..<cut])),
                TestSection(model: TestSectionModel(id: 1), items: Array(old[cut...])),
            ]
            let newSections = [
                TestSection(model: TestSectionModel(id: 0), items: Array(new[..<newCut])),
                TestSection(model: TestSectionModel(id: 1), items: Array(new[newCut...])),
            ]
            let plan = Plan(from: oldSections, to: newSections)
            expectApplies(seed: seed) { try plan.apply(to: oldSections, target: newSections) == newSections }
            var sectioned = MinimumCounts.between(oldSections, newSections)
            sectioned.stages = plan.counts.stages
            #expect(plan.counts == sectioned, "seed \(seed)")
        }
    }

    @Test("A plan knows the new snapshot repeats nothing only when it does not", arguments: batches)
    func knownUnique(batch: UInt64) {
        var known = 0
        for seed in batch * Self.casesPerBatch..<(batch + 1) * Self.casesPerBatch {
            var random = RandomSnapshots(seed: seed)
            let (old, new) = random.sectionedPair()
            guard Plan(from: old, to: new).newIsKnownUnique else { continue }
            known += 1
            let itemIDs = new.flatMap(\.items).map(\.id)
            #expect(Set(itemIDs).count == itemIDs.count, "seed \(seed): an item identifier repeats")
            #expect(Set(new.map(\.id)).count == new.count, "seed \(seed): a section identifier repeats")
        }
        // Most cases repeat nothing and share no prefix long enough to trim.
        #expect(known > Int(Self.casesPerBatch) / 4, "only \(known) plans knew")
    }

    @Test("Diffing a snapshot with itself gives nothing", arguments: batches)
    func identity(batch: UInt64) {
        for seed in batch * Self.casesPerBatch..<(batch + 1) * Self.casesPerBatch {
            var random = RandomSnapshots(seed: seed)
            let (old, _) = random.sectionedPair()
            #expect(Plan(from: old, to: old).isEmpty, "seed \(seed)")
            let items = old.flatMap(\.items)
            #expect(Changeset(from: items, to: items).isEmpty, "seed \(seed)")
        }
    }

    @Test("Larger sectioned cases", arguments: [UInt64(100_000), 100_001, 100_002, 100_003])
    func largerCases(seed: UInt64) throws {
        var random = RandomSnapshots(seed: seed, limits: .init(maxItems: 400, maxSections: 20, duplicateChance: 0.3))
        for _ in 0..<25 {
            let (old, new) = random.sectionedPair()
            let plan = Plan(from: old, to: new)
            expectApplies(seed: seed) { try plan.apply(to: old, target: new) == new }
            var expected = MinimumCounts.between(old, new)
            expected.stages = plan.counts.stages
            #expect(plan.counts == expected, "seed \(seed)")
        }
    }
}

/// Records an issue naming the seed when applying throws or gives the wrong
/// result.
func expectApplies(seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Bool) {
    do {
        let matches = try body()
        #expect(matches, "seed \(seed): the result differs from the new snapshot", sourceLocation: sourceLocation)
    } catch {
        Issue.record("seed \(seed): \(error)", sourceLocation: sourceLocation)
    }
}
