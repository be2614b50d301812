/// What a view's intrinsic-size constraints depend on besides the size
/// itself: which dimensions it has, whether it wraps, and its hugging and
/// compression resistance priorities. While it stays the same, a new
/// intrinsic size only moves the constraints' constants.
struct IntrinsicShape: Hashable {
    var hasWidth: Bool
    var hasHeight: Bool
    var wraps: Bool
    var priorities: ContentPriorities
}
