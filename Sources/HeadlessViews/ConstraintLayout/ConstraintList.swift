/// A view's list of constraints (``HeadlessView/constraintList``): a run of
/// the list a layout made, shared with that list and with the other views'
/// runs of it, until the view's list changes; from then on a list of the
/// view's own.
///
/// A layout's commit gives each view its run as one of these (of the
/// layout's list, or of that list grouped by view when a view's
/// constraints came in several runs, as a format string's do), so a view
/// costs no list of its own: an item of 21 views made no 21 arrays. The
/// first change copies the run into an array with room to grow, which then
/// grows as an array does.
package struct ConstraintList: RandomAccessCollection {
    /// The constraints, this list's from `run.lowerBound` on.
    private var storage: [LayoutConstraint]
    /// Where this list is in ``storage``: all of it once the list is the
    /// view's own.
    private var run: Range<Int>

    /// An empty list.
    package init() {
        storage = []
        run = 0..<0
    }

    /// A list of `constraints`.
    init(_ constraints: [LayoutConstraint]) {
        storage = constraints
        run = constraints.indices
    }

    /// The constraints of `run` in `list`, sharing its storage.
    init(run: Range<Int>, of list: [LayoutConstraint]) {
        storage = list
        self.run = run
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { run.count }
    package subscript(position: Int) -> LayoutConstraint { storage[run.lowerBound + position] }

    /// The list as an array: its storage when the list is all of it,
    /// otherwise a copy of the run.
    var array: [LayoutConstraint] { run == storage.indices ? storage : Array(storage[run]) }

    /// Appends the list to `list`: the whole storage at once when the list
    /// is all of it, otherwise its constraints one by one (a run is
    /// short). Either costs less than appending the list as a collection,
    /// which goes through its iterator.
    func append(to list: inout [LayoutConstraint]) {
        if run == storage.indices {
            list += storage
        } else {
            for index in run { list.append(storage[index]) }
        }
    }

    /// Makes the list the view's own, all of ``storage``, with room for
    /// `extra` more; growth stays geometric (at least twice the count, at
    /// least four).
    private mutating func own(room extra: Int) {
        let needed = run.count + extra
        if run == storage.indices {
            if storage.capacity < needed { storage.reserveCapacity(Swift.max(needed, 4, 2 * run.count)) }
            return
        }
        var own: [LayoutConstraint] = []
        own.reserveCapacity(Swift.max(needed, 4, 2 * run.count))
        // One by one: a run is short, and appending a slice costs more.
        for index in run { own.append(storage[index]) }
        storage = own
        run = own.indices
    }

    /// Appends `constraint`.
    mutating func append(_ constraint: LayoutConstraint) {
        own(room: 1)
        storage.append(constraint)
        run = storage.indices
    }

    /// Appends the constraints of `range` in `list`, one by one: a run is
    /// short (a format string's are mostly of one), and appending a slice
    /// costs more than a few appends.
    @inline(__always) mutating func append(run range: Range<Int>, of list: [LayoutConstraint]) {
        own(room: range.count)
        for index in range { storage.append(list[index]) }
        run = storage.indices
    }

    /// Removes the constraints that `shouldBeRemoved` picks.
    mutating func removeAll(where shouldBeRemoved: (LayoutConstraint) throws -> Bool) rethrows {
        own(room: 0)
        try storage.removeAll(where: shouldBeRemoved)
        run = storage.indices
    }
}
