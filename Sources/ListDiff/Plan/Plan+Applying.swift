extension Plan {
    /// Applies the plan to `old`, stage by stage, checking every rule of a
    /// batch update on the way, and returns the result, which must equal
    /// `target`.
    ///
    /// This is the oracle the tests and `listdiff check` use to prove a plan
    /// correct. For each stage it checks that every index is in range for its
    /// index space, that lists are sorted with no position twice, that no
    /// section or item is both deleted, reloaded or moved, that no item
    /// operation lies in a section the stage deletes, inserts, moves or
    /// reloads, that identifiers match the positions they name, and that an
    /// insert does not duplicate an identifier (unless the snapshots
    /// themselves repeat it). Then it performs the stage with UIKit's
    /// semantics. Inserted and reloaded elements take their content from
    /// `target`; every other element keeps its content from `old`, so a
    /// missing reload shows up as a content mismatch at the end.
    ///
    /// - Parameters:
    ///   - old: The snapshot the plan starts from.
    ///   - target: The snapshot the plan must produce; inserted and reloaded
    ///     elements take their content from it.
    /// - Returns: The snapshot after the last stage: sections and items from
    ///   `old` where they were neither inserted nor reloaded, from `target`
    ///   otherwise.
    /// - Throws: A ``PlanError`` describing the first rule broken, with its
    ///   stage. Nothing is returned in that case.
    /// - Complexity: O(*s* · (*n* + *m*) + *k* log *k*) for *s* stages, *n*
    ///   and *m* old and new sections and items and *k* operations.
    public func apply<Snapshot: DiffableSection>(
        to old: [Snapshot], target: [Snapshot]
    ) throws(PlanError) -> [Snapshot]
    where Snapshot.ID == SectionID, Snapshot.Item.ID == ItemID {
        var replay = PlanReplay<SectionID, ItemID>(old: old, target: target)
        for (index, stage) in stages.enumerated() {
            try replay.perform(stage, number: index + 1)
        }
        return try replay.result(old: old, target: target, stageCount: stages.count)
    }
}
