import ListDiff

/// The list before and after each stage of a plan: what a picture of the
/// plan draws. Made by the one replay behind `Plan.apply`, with the same
/// rules, so every element also carries its origin in the old snapshot
/// (which says where its old content is) and whether it was refreshed.
struct StageSnapshots {
    /// The replay the lists come from.
    typealias Replay = PlanReplay<ExchangeID, ExchangeID>

    /// `lists[k]` is the list before stage `k` (and after stage `k - 1`);
    /// the last is the list after the plan.
    var lists: [[Replay.Section]]

    /// Replays `plan` on `old`, checking it as `Plan.apply` does: every
    /// stage's rules, then the result against `new`.
    ///
    /// - Throws: The first rule a stage breaks, or the first difference
    ///   between the result and `new`, as `Plan.apply` would.
    /// - Complexity: O(*s* · (*n* + *k* log *k*)) for *s* stages of *k*
    ///   operations on *n* sections and items.
    init(_ plan: ExchangePlan, old: ExchangeSnapshot, new: ExchangeSnapshot) throws(PlanError) {
        var replay = Replay(old: old.sections, target: new.sections)
        lists = [replay.sections]
        for (index, stage) in plan.stages.enumerated() {
            try replay.perform(stage, number: index + 1)
            lists.append(replay.sections)
        }
        _ = try replay.result(old: old.sections, target: new.sections, stageCount: plan.stages.count)
    }
}
