import Oracles
import Testing

@testable import HeadlessViews

/// The layout's identity set against the standard library's `Set`: seeded
/// runs of inserts, lookups and clears on live objects give the same
/// answers, counts and members, and it gives its members back in the
/// order they went in.
@Suite("IdentitySet: the same answers as Set")
struct IdentitySetTests {
    final class Object {}

    @Test("Seeded inserts, lookups and clears agree with Set", arguments: [1, 2, 3, 4])
    func agreesWithSet(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        // Objects kept alive, so that no two share an address.
        let objects = (0..<300).map { _ in Object() }
        var set = IdentitySet()
        var oracle = Set<ObjectIdentifier>()
        var inserted: [ObjectIdentifier] = []
        if generator.below(2) == 0 { set.reserveCapacity(generator.below(400)) }
        for step in 0..<3_000 {
            let key = ObjectIdentifier(objects[generator.below(objects.count)])
            switch generator.below(20) {
            case 0:
                set.removeAll()
                oracle.removeAll()
                inserted.removeAll()
            case 1..<10:
                let isNew = oracle.insert(key).inserted
                if isNew { inserted.append(key) }
                #expect(set.insert(key) == isNew, "seed \(seed), step \(step)")
            default:
                #expect(set.contains(key) == oracle.contains(key), "seed \(seed), step \(step)")
            }
            #expect(set.count == oracle.count, "seed \(seed), step \(step)")
            #expect(set.isEmpty == oracle.isEmpty)
        }
        #expect(Set(set) == oracle, "seed \(seed): the same members")
        #expect(Array(set) == inserted, "seed \(seed): each member once, in the order it went in")
    }

    @Test("An identity not inserted is not found, in an empty set and a full one")
    func absentIdentities() {
        let inside = (0..<100).map { _ in Object() }
        let outside = (0..<100).map { _ in Object() }
        var set = IdentitySet()
        #expect(!set.contains(ObjectIdentifier(outside[0])))
        for object in inside { set.insert(ObjectIdentifier(object)) }
        #expect(inside.allSatisfy { set.contains(ObjectIdentifier($0)) })
        #expect(!outside.contains { set.contains(ObjectIdentifier($0)) })
        set.removeAll()
        #expect(set.isEmpty && !inside.contains { set.contains(ObjectIdentifier($0)) })
    }
}
