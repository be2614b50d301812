import TestSupport

@testable import HeadlessViews

/// What the seeded tree tests (``MirrorModelTests``, ``TransposeModelTests``)
/// build their trees with.
extension StackArrangement {
    /// An arrangement along `axis` with an alignment, a distribution and a
    /// spacing drawn from `random`.
    static func seeded(axis: LayoutAxis, _ random: inout SeededGenerator) -> StackArrangement {
        let alignment: Alignment = [.fill, .leading, .center, .trailing][random.below(4)]
        let distribution: Distribution = [.fill, .fillEqually, .equalSpacing][random.below(3)]
        let spacing = Double(random.below(12)) + (random.below(2) == 0 ? 0 : 0.5)
        return StackArrangement(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution)
    }
}

extension HeadlessView {
    /// Every view below this one, depth first.
    var descendants: [HeadlessView] {
        subviews.flatMap { [$0] + $0.descendants }
    }
}
