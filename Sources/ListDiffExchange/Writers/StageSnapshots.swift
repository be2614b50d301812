@_spi(ListEngine) import ListDiff

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
    /// `transitions[k]`: where each section and item after stage `k` comes
    /// from.
    var transitions: [BatchTransition]
    /// The snapshots the plan goes between.
    let old: ExchangeSnapshot
    let new: ExchangeSnapshot
    /// The old snapshot's items, in order: an item's origin indexes them.
    let oldItems: [ExchangeItem]
    /// For each old section (by origin), the new section it ends as, or
    /// `nil` when it is deleted.
    let finalSections: [Int?]
    /// For each old item (by origin), the new item it ends as, or `nil`
    /// when it is deleted.
    let finalItems: [ItemPath?]

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
        transitions = []
        for (index, stage) in plan.stages.enumerated() {
            transitions.append(try replay.perform(stage, number: index + 1))
            lists.append(replay.sections)
        }
        _ = try replay.result(old: old.sections, target: new.sections, stageCount: plan.stages.count)
        self.old = old
        self.new = new
        oldItems = old.sections.flatMap(\.items)
        var finalSections = [Int?](repeating: nil, count: old.sections.count)
        var finalItems = [ItemPath?](repeating: nil, count: oldItems.count)
        for (index, section) in replay.sections.enumerated() {
            if section.origin != Replay.inserted { finalSections[section.origin] = index }
            for (position, item) in section.items.enumerated() where item.origin != Replay.inserted {
                finalItems[item.origin] = ItemPath(section: index, item: position)
            }
        }
        self.finalSections = finalSections
        self.finalItems = finalItems
    }

    /// A section's own content before a reload and after the plan, or `nil`
    /// when the section was inserted or already refreshed.
    func contents(of section: Replay.Section) -> (old: JSONValue, new: JSONValue)? {
        guard !section.isFresh, section.origin != Replay.inserted, let end = finalSections[section.origin] else {
            return nil
        }
        return (old.sections[section.origin].content, new.sections[end].content)
    }

    /// An item's content before a reload and after the plan, or `nil` when
    /// the item was inserted or already refreshed.
    func contents(of item: Replay.Item) -> (old: JSONValue, new: JSONValue)? {
        guard !item.isFresh, item.origin != Replay.inserted, let end = finalItems[item.origin] else { return nil }
        return (oldItems[item.origin].content, new.sections[end.section].items[end.item].content)
    }
}
