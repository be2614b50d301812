/// A state's bindings: the first kept inline, the rest in an array, so that
/// a state with one binding (a list row's title, a label's text) allocates
/// nothing for it and reaching its binding reads no other object.
///
/// A list row's states are made with the row and mostly bound once: an
/// array would be one more allocation per state, and one more cache line
/// to read each time the row is shown again.
struct BindingList: RandomAccessCollection {
    /// The first binding; `nil` only when the list is empty.
    private var head: ViewBinding?
    /// The bindings after the first.
    private var tail: ContiguousArray<ViewBinding> = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { head == nil ? 0 : tail.count + 1 }

    subscript(position: Int) -> ViewBinding {
        position == 0 ? head! : tail[position - 1]
    }

    /// Appends `binding`.
    ///
    /// - Complexity: O(1) amortized; no allocation for the first.
    mutating func append(_ binding: ViewBinding) {
        if head == nil {
            head = binding
        } else {
            tail.append(binding)
        }
    }

    /// Removes and returns the binding at `position`, keeping the order of
    /// the others.
    ///
    /// - Complexity: O(*n*) for *n* bindings.
    @discardableResult
    mutating func remove(at position: Int) -> ViewBinding {
        guard position == 0 else { return tail.remove(at: position - 1) }
        let removed = head!
        head = tail.isEmpty ? nil : tail.removeFirst()
        return removed
    }
}
