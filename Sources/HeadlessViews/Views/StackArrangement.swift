/// How a ``HeadlessStackView`` arranges its views: along which axis, how
/// far apart, how they sit across the axis, and how they share its length.
public struct StackArrangement: Hashable, Sendable {
    /// How arranged views sit across the stack's axis.
    public enum Alignment: Hashable, Sendable {
        /// Each spans the stack.
        case fill
        /// Each sits at the leading edge (vertical stack: the left, or the
        /// right right to left) or the top (horizontal stack), no wider
        /// than the stack.
        case leading
        /// Each sits on the stack's centre line, no wider than the stack.
        case center
        /// Each sits at the trailing edge (vertical stack: the right, or
        /// the left right to left) or the bottom, no wider than the stack.
        case trailing
    }

    /// How arranged views share the stack's length.
    public enum Distribution: Hashable, Sendable {
        /// `spacing` apart, each as long as its own constraints and content
        /// say, together filling the stack.
        case fill
        /// `spacing` apart, all equally long, together filling the stack.
        case fillEqually
        /// As long as their own content says, with equal gaps of at least
        /// `spacing` between them, together filling the stack.
        case equalSpacing
    }

    /// The axis the views are stacked along.
    public var axis: LayoutAxis
    /// The gap between neighbours (the least gap, for ``Distribution/equalSpacing``).
    public var spacing: Double
    /// How the views sit across the axis.
    public var alignment: Alignment
    /// How the views share the length.
    public var distribution: Distribution

    /// Creates an arrangement: by default vertical, no spacing, filling.
    public init(
        axis: LayoutAxis = .vertical, spacing: Double = 0, alignment: Alignment = .fill,
        distribution: Distribution = .fill
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
    }
}
