@_spi(Collections) import CellModels
import Oracles
import Testing

/// The short map against the standard library's `Dictionary`: seeded runs
/// of sets and lookups, below and across the linear limit and from a
/// reserved capacity, give the same answers and counts.
@Suite("ShortMap: the same answers as Dictionary")
struct ShortMapTests {
    @Test("Seeded sets and lookups agree with Dictionary", arguments: [1, 2, 3, 4, 5, 6])
    func agreesWithDictionary(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let limit = 1 + generator.below(20)
        // Few keys in some runs, so that they stay below the limit; many in
        // others, so that they cross it part of the way through.
        let keyCount = generator.below(2) == 0 ? limit : 3 * limit + 5
        let capacity = generator.below(3) == 0 ? generator.below(4 * limit) : 0
        var map = ShortMap<String, Int>(linearLimit: limit, capacity: capacity)
        var oracle: [String: Int] = [:]
        for step in 0..<2_000 {
            let key = "key \(generator.below(keyCount))"
            if generator.below(3) == 0 {
                let value = generator.below(1_000)
                map.set(value, for: key)
                oracle[key] = value
            } else {
                #expect(map[key] == oracle[key], "seed \(seed), step \(step), limit \(limit)")
            }
            #expect(map.count == oracle.count, "seed \(seed), step \(step)")
        }
        for index in 0..<keyCount {
            #expect(map["key \(index)"] == oracle["key \(index)"], "seed \(seed): key \(index)")
        }
    }

    @Test("A key set again keeps one entry, with its last value, on either side of the limit")
    func replacing() {
        for count in [3, 4, 5, 40] {
            var map = ShortMap<Int, String>(linearLimit: 4)
            for key in 0..<count { map.set("first \(key)", for: key) }
            for key in 0..<count { map.set("second \(key)", for: key) }
            #expect(map.count == count)
            #expect((0..<count).allSatisfy { map[$0] == "second \($0)" })
            #expect(map[count] == nil && map[-1] == nil)
        }
    }
}
