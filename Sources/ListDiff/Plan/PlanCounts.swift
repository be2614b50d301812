/// How many operations of each kind a plan or changeset does, sections and
/// items together, over all its stages.
public struct PlanCounts: Hashable, Sendable, CustomStringConvertible {
    /// Section and item deletes.
    public var deletes: Int
    /// Section and item inserts.
    public var inserts: Int
    /// Section and item moves.
    public var moves: Int
    /// Section and item reloads.
    public var reloads: Int
    /// The number of stages (batch updates).
    public var stages: Int

    /// Creates counts.
    public init(deletes: Int = 0, inserts: Int = 0, moves: Int = 0, reloads: Int = 0, stages: Int = 0) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.reloads = reloads
        self.stages = stages
    }

    /// The number of operations, stages not included.
    public var operations: Int { deletes + inserts + moves + reloads }

    /// `1 delete, 2 inserts, 0 moves, 1 reload in 1 stage`.
    public var description: String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return "\(counted(deletes, "delete")), \(counted(inserts, "insert")), \(counted(moves, "move")), "
            + "\(counted(reloads, "reload")) in \(counted(stages, "stage"))"
    }
}
