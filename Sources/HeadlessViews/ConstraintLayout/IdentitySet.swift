/// A set of objects' identities, hashed by the identity's own bits (a
/// multiply and a shift) rather than by the standard library's seeded
/// hasher, and iterated in the order the identities went in.
///
/// A layout system marks a view's identity each time the view's intrinsic
/// size may have changed (every text set) and looks it up for every view
/// of every row a list shows from a kept layout: with `Set`, hashing those
/// identities cost more than the rest of marking and looking up together.
/// An identity is an address, unique while its object lives and never 0,
/// so it needs no seed: only its low bits, always 0 for an aligned
/// object, are shifted out before mixing.
///
/// That order, not the slots': a layout refreshes its marked views in it,
/// which then is the same from run to run (addresses, and so slots, are
/// not) and, for views marked as they were made, the order of their
/// memory.
struct IdentitySet: Sequence {
    /// The identities' bit patterns by slot, 0 for an empty slot; a power
    /// of two long (or empty), never more than half full.
    private var slots: [UInt] = []
    /// The identities, in the order they went in.
    private var members: [ObjectIdentifier] = []
    /// How many identities the set holds.
    var count: Int { members.count }

    /// An empty set.
    init() {}

    /// Whether the set holds no identity.
    var isEmpty: Bool { count == 0 }

    /// Makes room for `capacity` identities without growing.
    ///
    /// - Complexity: O(*c*) for the new capacity *c*, when it grows.
    mutating func reserveCapacity(_ capacity: Int) {
        members.reserveCapacity(capacity)
        guard 2 * capacity > slots.count else { return }
        var size = 8
        while size < 2 * capacity { size *= 2 }
        rehash(into: size)
    }

    /// Adds `key`; returns whether it was not there.
    ///
    /// - Complexity: O(1) on average.
    @discardableResult
    mutating func insert(_ key: ObjectIdentifier) -> Bool {
        if 2 * (count + 1) > slots.count { rehash(into: Swift.max(8, 2 * slots.count)) }
        let bits = UInt(bitPattern: key)
        let (slot, found) = position(of: bits)
        guard !found else { return false }
        slots[slot] = bits
        members.append(key)
        return true
    }

    /// Whether the set holds `key`.
    ///
    /// - Complexity: O(1) on average.
    func contains(_ key: ObjectIdentifier) -> Bool {
        guard count > 0 else { return false }
        return position(of: UInt(bitPattern: key)).found
    }

    /// The slot holding `bits`, or the empty slot where it would go (the
    /// slots are never full): linear probing from its home slot.
    @inline(__always)
    private func position(of bits: UInt) -> (slot: Int, found: Bool) {
        var slot = Self.home(of: bits, in: slots.count)
        while slots[slot] != 0 {
            if slots[slot] == bits { return (slot, true) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (slot, false)
    }

    /// Removes every identity, keeping the room made.
    ///
    /// - Complexity: O(*c*) for the capacity *c*; O(1) when empty.
    mutating func removeAll() {
        guard count > 0 else { return }
        for slot in slots.indices { slots[slot] = 0 }
        members.removeAll(keepingCapacity: true)
    }

    /// The identities, in the order they went in.
    func makeIterator() -> IndexingIterator<[ObjectIdentifier]> { members.makeIterator() }

    /// The slot where the search for `bits` starts in `size` slots (a power
    /// of two): Fibonacci hashing of the address less its alignment bits.
    private static func home(of bits: UInt, in size: Int) -> Int {
        let mixed = (bits &>> 4) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed &>> UInt(UInt.bitWidth - size.trailingZeroBitCount))
    }

    /// Puts every identity into `size` slots (a power of two, at least
    /// twice the count).
    private mutating func rehash(into size: Int) {
        slots = Array(repeating: 0, count: size)
        for key in members {
            let bits = UInt(bitPattern: key)
            slots[position(of: bits).slot] = bits
        }
    }
}
