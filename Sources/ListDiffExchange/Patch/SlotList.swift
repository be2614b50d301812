/// A list laid out in a fixed sequence of slots, each empty or holding one
/// element, that says how many elements come before a slot: the index that
/// slot's element has (or would have) in the list.
///
/// The JSON Patch writer gives every element one slot where it starts and
/// one where it ends, in the order the list passes through, so a move is an
/// emptied slot and a filled one, and each JSON Pointer index is one count.
/// A Fenwick tree over the slots.
struct SlotList {
    /// `tree[i]` counts the filled slots in `(i - (i & -i), i]`, 1-based.
    private var tree: [Int32]

    /// A list of `count` empty slots.
    init(count: Int) {
        tree = Array(repeating: 0, count: count + 1)
    }

    /// Fills (`change` 1) or empties (`change` -1) a slot.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of slots.
    mutating func update(_ slot: Int, by change: Int32) {
        var index = slot + 1
        while index < tree.count {
            tree[index] += change
            index += index & -index
        }
    }

    /// The number of filled slots before `slot`.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of slots.
    func count(before slot: Int) -> Int {
        var index = slot
        var total = 0
        while index > 0 {
            total += Int(tree[index])
            index -= index & -index
        }
        return total
    }
}
