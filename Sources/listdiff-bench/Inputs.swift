import Foundation
import ListDiff
import Oracles

extension SeededGenerator {
    /// A random UUID from the seeded sequence.
    mutating func uuid() -> UUID {
        let a = next()
        let b = next()
        return UUID(
            uuid: (
                UInt8(truncatingIfNeeded: a), UInt8(truncatingIfNeeded: a >> 8), UInt8(truncatingIfNeeded: a >> 16),
                UInt8(truncatingIfNeeded: a >> 24), UInt8(truncatingIfNeeded: a >> 32),
                UInt8(truncatingIfNeeded: a >> 40),
                UInt8(truncatingIfNeeded: a >> 48), UInt8(truncatingIfNeeded: a >> 56), UInt8(truncatingIfNeeded: b),
                UInt8(truncatingIfNeeded: b >> 8), UInt8(truncatingIfNeeded: b >> 16),
                UInt8(truncatingIfNeeded: b >> 24),
                UInt8(truncatingIfNeeded: b >> 32), UInt8(truncatingIfNeeded: b >> 40),
                UInt8(truncatingIfNeeded: b >> 48),
                UInt8(truncatingIfNeeded: b >> 56)
            ))
    }
}

/// A flat item as DifferenceKit's published benchmark uses: a UUID and a
/// content field.
struct UUIDItem: Diffable, Hashable {
    let id: UUID
    var content: Int
}

/// The same with an `Int` identifier, to show what hashing a UUID costs.
struct IntItem: Diffable, Hashable {
    let id: Int
    var content: Int
}

/// A section model for the sectioned scenario.
struct SectionHeader: Diffable, Equatable {
    let id: UUID
    var title: Int
}

typealias UUIDSection = Section<SectionHeader, UUIDItem>

/// Element types the scenarios can build.
protocol BenchElement: Diffable, Hashable {
    static func make(_ random: inout SeededGenerator) -> Self
    var content: Int { get set }
}

extension UUIDItem: BenchElement {
    static func make(_ random: inout SeededGenerator) -> UUIDItem { UUIDItem(id: random.uuid(), content: 0) }
}

extension IntItem: BenchElement {
    static func make(_ random: inout SeededGenerator) -> IntItem {
        IntItem(id: Int(truncatingIfNeeded: random.next() >> 1), content: 0)
    }
}

enum Inputs {
    /// `count` elements, then `deleted` of them deleted, `inserted` new ones
    /// inserted at random positions, `shuffled` survivors moved to random
    /// positions and `changed` (a fraction) of survivors given new content.
    static func flat<E: BenchElement>(
        _ type: E.Type, count: Int, deleted: Int, inserted: Int, shuffled: Int, changed: Double = 0, seed: UInt64
    ) -> (old: [E], new: [E]) {
        var random = SeededGenerator(seed: seed)
        let old = (0..<count).map { _ in E.make(&random) }
        var new = edit(old, deleted: deleted, inserted: inserted, shuffled: shuffled, changed: changed, &random)
        if new.isEmpty { new = [] }
        return (old, new)
    }

    static func edit<E: BenchElement>(
        _ elements: [E], deleted: Int, inserted: Int, shuffled: Int, changed: Double, _ random: inout SeededGenerator
    ) -> [E] {
        var indices = Array(elements.indices)
        indices.shuffle(using: &random)
        let deletedSet = Set(indices.prefix(deleted))
        var kept = elements.indices.filter { !deletedSet.contains($0) }.map { elements[$0] }
        // Shuffle: take `shuffled` survivors out and put them back anywhere.
        var movers = Set<Int>()
        while movers.count < min(shuffled, kept.count) { movers.insert(Int.random(in: 0..<kept.count, using: &random)) }
        let moved = movers.sorted().map { kept[$0] }
        kept = kept.indices.filter { !movers.contains($0) }.map { kept[$0] }
        var arrivals = moved + (0..<inserted).map { _ in E.make(&random) }
        arrivals.shuffle(using: &random)
        // Place arrivals at random positions in one pass.
        var slots = (0..<arrivals.count).map { _ in Int.random(in: 0...kept.count, using: &random) }
        slots.sort()
        var result: [E] = []
        result.reserveCapacity(kept.count + arrivals.count)
        var next = 0
        for (position, element) in kept.enumerated() {
            while next < slots.count && slots[next] == position {
                result.append(arrivals[next])
                next += 1
            }
            result.append(element)
        }
        while next < arrivals.count {
            result.append(arrivals[next])
            next += 1
        }
        if changed > 0 {
            let survivors = Set(elements.map(\.id))
            for index in result.indices where survivors.contains(result[index].id) {
                if Double.random(in: 0..<1, using: &random) < changed { result[index].content += 1 }
            }
        }
        return result
    }

    /// The sectioned scenario: 100 sections × 1,000 items; 10 sections
    /// deleted, 10 inserted, the first 10 shuffled, 5 changing content; in
    /// every surviving section 20 items shuffled, 100 deleted, 100 inserted,
    /// 10 moving to the next section and 5% changing content.
    static func sectioned(sections: Int, items: Int, seed: UInt64) -> (old: [UUIDSection], new: [UUIDSection]) {
        var random = SeededGenerator(seed: seed)
        let scale = Double(items) / 1_000
        func scaled(_ count: Int) -> Int { max(1, Int(Double(count) * scale)) }
        func makeSection() -> UUIDSection {
            UUIDSection(
                model: SectionHeader(id: random.uuid(), title: 0),
                items: (0..<items).map { _ in UUIDItem.make(&random) })
        }
        let old = (0..<sections).map { _ in makeSection() }
        let sectionScale = max(1, sections / 10)
        var new = old
        // Sections: delete 10 (not among the first 10), shuffle the first 10,
        // change 5, insert 10.
        var deletable = Array(sectionScale..<sections)
        deletable.shuffle(using: &random)
        let deleted = Set(deletable.prefix(sectionScale))
        new = new.indices.filter { !deleted.contains($0) }.map { new[$0] }
        new[0..<sectionScale].shuffle(using: &random)
        var changeable = Array(new.indices)
        changeable.shuffle(using: &random)
        for index in changeable.prefix(max(1, sectionScale / 2)) { new[index].model.title += 1 }
        // Items within surviving sections, then moves to the next section.
        for index in new.indices {
            new[index].items = edit(
                new[index].items, deleted: scaled(100), inserted: scaled(100), shuffled: scaled(20), changed: 0.05,
                &random)
        }
        for index in new.indices.dropLast() {
            for _ in 0..<scaled(10) {
                guard !new[index].items.isEmpty else { break }
                let item = new[index].items.remove(at: Int.random(in: 0..<new[index].items.count, using: &random))
                let target = index + 1
                new[target].items.insert(item, at: Int.random(in: 0...new[target].items.count, using: &random))
            }
        }
        for _ in 0..<sectionScale {
            new.insert(makeSection(), at: Int.random(in: 0...new.count, using: &random))
        }
        return (old, new)
    }
}
