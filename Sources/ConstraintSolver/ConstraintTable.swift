/// The solver's constraints by handle: an array indexed by
/// ``ConstraintID/rawValue``, since handles count up from 0.
///
/// A dictionary would hash every handle and, while it grows, move every
/// entry to a new table at random places; this appends in order, which
/// matters for a solver of tens of thousands of constraints.
@usableFromInline
struct ConstraintTable: Sendable {
    /// The entry of every handle given, `nil` once removed.
    private var entries: ContiguousArray<ConstraintSolver.Entry?> = []
    /// The number of entries that are not `nil`.
    @usableFromInline private(set) var count = 0

    /// The entry of `id`, `nil` when it was never added or was removed.
    /// Setting an entry past the end first fills the gap with `nil`.
    subscript(id: ConstraintID) -> ConstraintSolver.Entry? {
        get { entries.indices.contains(id.rawValue) ? entries[id.rawValue] : nil }
        set {
            precondition(id.rawValue >= 0, "a constraint handle is never negative")
            if id.rawValue == entries.count {
                // The usual case, a new handle: no old entry to compare.
                if newValue != nil { count += 1 }
                entries.append(newValue)
                return
            }
            while entries.count <= id.rawValue { entries.append(nil) }
            count += (newValue == nil ? 0 : 1) - (entries[id.rawValue] == nil ? 0 : 1)
            entries[id.rawValue] = newValue
        }
    }

    /// Makes room for entries up to handle `count − 1`.
    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// How many entries fit before the table moves.
    var capacity: Int { entries.capacity }

    /// Removes the entry of `id` and returns it, if there is one.
    mutating func removeValue(forKey id: ConstraintID) -> ConstraintSolver.Entry? {
        let entry = self[id]
        if entry != nil { self[id] = nil }
        return entry
    }

    /// The handles and entries, in the order they were added.
    var elements: Elements { Elements(entries: entries) }

    /// The handles and entries, in the order they were added.
    struct Elements: Sequence {
        let entries: ContiguousArray<ConstraintSolver.Entry?>

        func makeIterator() -> Iterator { Iterator(entries: entries) }
    }

    /// Walks the entries, skipping removed ones: a plain loop, which a debug
    /// build runs far faster than a lazy `compactMap` (the debug invariant
    /// checks walk every constraint after every operation).
    struct Iterator: IteratorProtocol {
        let entries: ContiguousArray<ConstraintSolver.Entry?>
        var index = 0

        mutating func next() -> (key: ConstraintID, value: ConstraintSolver.Entry)? {
            while index < entries.count {
                let current = index
                index += 1
                if let entry = entries[current] { return (ConstraintID(rawValue: current), entry) }
            }
            return nil
        }
    }
}
