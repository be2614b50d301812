/// The slots of the rows that may hold one symbol (see
/// `ConstraintSolver.columns`), the first of them kept inline.
///
/// Most symbols are in one row: a required equality's dummy, an
/// inequality's slack, a view's top or height in a chain of views. A column
/// that is an array of its own allocates for its first entry, so building a
/// chain allocated seven times a view for its columns alone; this one
/// allocates only for its second entry.
struct Column: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral {
    /// The first slot, −1 when the column is empty.
    private var first: Int32 = -1
    /// The slots after the first; empty when the column is.
    private var rest: ContiguousArray<Int32> = []

    /// An empty column.
    init() {}

    init(arrayLiteral elements: Int32...) {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { first < 0 ? 0 : 1 + rest.count }
    var isEmpty: Bool { first < 0 }

    subscript(position: Int) -> Int32 {
        @inline(__always) get { position == 0 ? first : rest[position - 1] }
        @inline(__always) set {
            if position == 0 { first = newValue } else { rest[position - 1] = newValue }
        }
    }

    /// Walks the first slot, then the rest, without the index arithmetic of
    /// the default iterator: the simplex passes iterate columns in their
    /// inner loops.
    struct Iterator: IteratorProtocol {
        var first: Int32
        var rest: ContiguousArray<Int32>.Iterator

        @inline(__always)
        mutating func next() -> Int32? {
            guard first < 0 else {
                defer { first = -1 }
                return first
            }
            return rest.next()
        }
    }

    @inline(__always)
    func makeIterator() -> Iterator { Iterator(first: first, rest: rest.makeIterator()) }

    /// Appends a slot, which must not be negative.
    ///
    /// - Complexity: Amortised O(1); allocates only from the second slot on.
    @inline(__always)
    mutating func append(_ slot: Int32) {
        if first < 0 { first = slot } else { rest.append(slot) }
    }

    /// Removes the last `count` slots.
    mutating func removeLast(_ count: Int) {
        guard count > 0 else { return }
        precondition(count <= endIndex, "removing more slots than the column holds")
        if count > rest.count {
            rest.removeAll()
            first = -1
        } else {
            rest.removeLast(count)
        }
    }
}
