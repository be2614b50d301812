import ConstraintSolver

/// How strongly a view keeps its intrinsic content size, per axis: its
/// content hugging (resisting growth) and compression resistance
/// (resisting shrinking) priorities, as in UIKit.
struct ContentPriorities: Hashable, Sendable {
    var hugging = (horizontal: ConstraintPriority.low, vertical: ConstraintPriority.low)
    var compressionResistance = (horizontal: ConstraintPriority.high, vertical: ConstraintPriority.high)

    static func == (lhs: ContentPriorities, rhs: ContentPriorities) -> Bool {
        lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hugging.horizontal)
        hasher.combine(hugging.vertical)
        hasher.combine(compressionResistance.horizontal)
        hasher.combine(compressionResistance.vertical)
    }

    func hugging(_ axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    func compressionResistance(_ axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }
}
