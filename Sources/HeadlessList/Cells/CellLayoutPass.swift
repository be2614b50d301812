/// One layout pass of a cell, as its `HeadlessReusableView.layoutHistory` records
/// it.
public struct CellLayoutPass: Hashable, Sendable {
    /// The occasion.
    public var phase: CellLayouting
    /// What the pass did.
    public var strategy: LayoutingStrategy

    /// Creates a record of a pass.
    public init(_ phase: CellLayouting, _ strategy: LayoutingStrategy) {
        self.phase = phase
        self.strategy = strategy
    }
}
