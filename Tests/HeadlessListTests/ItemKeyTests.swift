import Oracles
import Testing

@testable import HeadlessList

@Suite("Item keys: hashed with a multiplication, kept as Int keys are")
struct ItemKeyTests {
    @Test("Sets and dictionaries of keys agree with ones of their raw values", arguments: [1, 2, 3] as [UInt64])
    func againstInt(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var keys: Set<ItemKey> = []
        var values: [ItemKey: Int] = [:]
        var oracle: Set<Int> = []
        // Runs from a counter, and keys far apart (multiples of 4,096, which
        // the buckets' low bits alone would not tell apart).
        for step in 0..<20_000 {
            let raw = random.chance(0.5) ? step : random.below(64) * 4_096
            if random.chance(0.3) {
                #expect((keys.remove(ItemKey(raw)) != nil) == (oracle.remove(raw) != nil))
                values[ItemKey(raw)] = nil
            } else {
                keys.insert(ItemKey(raw))
                values[ItemKey(raw)] = raw
                oracle.insert(raw)
            }
        }
        #expect(keys.count == oracle.count)
        #expect(Set(keys.map(\.rawValue)) == oracle)
        for raw in oracle { #expect(values[ItemKey(raw)] == raw) }
    }

    @Test("A run of keys and keys 4,096 apart spread over a table's buckets as random hashes would")
    func spread() {
        for seed in [0, 12_345, -987_654_321] {
            for stride in [1, 4_096] {
                let buckets = Set((0..<4_096).map { ItemKey($0 * stride)._rawHashValue(seed: seed) & 4_095 })
                // Random hashes fill about 63% of the buckets.
                #expect(buckets.count > 2_400, "seed \(seed), stride \(stride): \(buckets.count) buckets")
            }
        }
    }
}
