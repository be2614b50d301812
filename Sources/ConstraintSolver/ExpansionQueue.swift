/// The variables' rows an expansion has reached and not yet passed on, the
/// latest stored first: a binary max-heap on the order in which the rows
/// were stored.
///
/// A variable's row names only rows stored before it (see
/// `ConstraintSolver+VariableRows.swift`), so taking the latest first takes
/// every row after all the rows that name it: its factor is complete when
/// it leaves the queue.
struct ExpansionQueue {
    /// A reached row: its slot, and when it was stored.
    struct Entry {
        var order: UInt64
        var slot: Int32
    }

    private var heap: ContiguousArray<Entry> = []

    /// Queues the row in `slot`, stored `order`-th.
    ///
    /// - Complexity: O(log *k*) for *k* queued rows.
    mutating func push(slot: Int, order: UInt64) {
        heap.append(Entry(order: order, slot: Int32(slot)))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[parent].order < heap[child].order else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the slot of the latest stored row queued.
    ///
    /// - Complexity: O(log *k*) for *k* queued rows.
    mutating func popLatest() -> Int? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return Int(last.slot) }
        let latest = heap[0]
        heap[0] = last
        var parent = 0
        while true {
            var largest = parent
            let left = 2 * parent + 1
            if left < heap.count && heap[left].order > heap[largest].order { largest = left }
            if left + 1 < heap.count && heap[left + 1].order > heap[largest].order { largest = left + 1 }
            guard largest != parent else { break }
            heap.swapAt(parent, largest)
            parent = largest
        }
        return Int(latest.slot)
    }
}
