/// The updates that turn an old flat array into a new one, in UIKit's index
/// spaces: ``deletes``, ``reloads`` and move sources are indices in the old
/// array; ``inserts`` and move destinations are indices in the new one.
///
/// Apply ``deletes``, ``inserts``, ``moves`` and ``reloads`` in one batch
/// update, then reload ``reloadsAfterMoves`` in a second one: UIKit cannot
/// reload and move the same item in one batch, so an item that both moved and
/// changed is moved first and reloaded (or reconfigured) at its new index.
public struct Changeset: Hashable, Sendable {
    /// Old indices of deleted elements, ascending.
    public var deletes: [Int]
    /// New indices of inserted elements, ascending.
    public var inserts: [Int]
    /// Moved elements, sorted by old index.
    public var moves: [Move<Int>]
    /// Old indices of elements that stayed in place and changed, ascending.
    public var reloads: [Int]
    /// New indices of elements that moved and changed, ascending: reload
    /// these after the batch that moves them.
    public var reloadsAfterMoves: [Int]

    /// Creates a changeset.
    @inlinable
    public init(
        deletes: [Int] = [], inserts: [Int] = [], moves: [Move<Int>] = [],
        reloads: [Int] = [], reloadsAfterMoves: [Int] = []
    ) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.reloads = reloads
        self.reloadsAfterMoves = reloadsAfterMoves
    }

    /// Whether the changeset changes nothing.
    @inlinable
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty && reloadsAfterMoves.isEmpty
    }

    /// The operations of each kind; `stages` is 0, 1 or 2 (a second batch
    /// only for ``reloadsAfterMoves``).
    public var counts: PlanCounts {
        let firstBatch = !(deletes.isEmpty && inserts.isEmpty && moves.isEmpty && reloads.isEmpty)
        return PlanCounts(
            deletes: deletes.count, inserts: inserts.count, moves: moves.count,
            reloads: reloads.count + reloadsAfterMoves.count,
            stages: (firstBatch ? 1 : 0) + (reloadsAfterMoves.isEmpty ? 0 : 1))
    }
}
