/// Counters a list keeps about its own work, for tests and benchmarks: not
/// part of its public API (the `Instrumentation` SPI).
///
/// ```swift
/// @_spi(Instrumentation) import HeadlessList
/// table.instrumentation.sizingPasses   // cells and views measured so far
/// ```
@_spi(Instrumentation)
public struct ListInstrumentation: Hashable, Sendable {
    /// How many times an item's cell or a header or footer view was
    /// measured: a sizing cell for an automatic size, or a displayed cell
    /// or view whose size was an estimate.
    public var sizingPasses = 0
    /// How many sizing cells were made: at most one per reuse identifier.
    public var sizingCellsCreated = 0
    /// How many times a visible cell was laid out from the solve kept for
    /// its item instead of solving its constraints.
    public var solvedLayoutsReused = 0
    /// The header and footer views made and reused, summed over every reuse
    /// identifier.
    public var headerFooterViews = ReuseCounters()

    /// Creates zeroed counters.
    public init() {}
}
