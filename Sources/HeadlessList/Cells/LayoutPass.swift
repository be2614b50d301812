import HeadlessViews

/// One layout pass of a cell, as its `HeadlessReusableView.layoutHistory` records
/// it.
public struct LayoutPass: Hashable, Sendable {
    /// The occasion.
    public var phase: LayoutPhase
    /// What the pass did.
    public var strategy: LayoutStrategy

    /// Creates a record of a pass.
    public init(_ phase: LayoutPhase, _ strategy: LayoutStrategy) {
        self.phase = phase
        self.strategy = strategy
    }
}
