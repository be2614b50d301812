@_spi(ListEngine) import ListDiff

/// The identifiers a list holds before and after each stage of a plan: what
/// a picture of the plan draws. Made by replaying the plan through the one
/// rules engine.
struct StageSnapshots {
    /// One section: its identifier and its items' identifiers.
    struct Section {
        var id: ExchangeID
        var items: [ExchangeID]
    }

    /// The list as the rules read it.
    struct Shape: BatchShape {
        var sections: [Section]

        var sectionCount: Int { sections.count }
        func sectionID(at section: Int) -> ExchangeID { sections[section].id }
        func itemCount(inSection section: Int) -> Int { sections[section].items.count }
        func itemID(at path: ItemPath) -> ExchangeID { sections[path.section].items[path.item] }
    }

    /// `lists[k]` is the list before stage `k` (and after stage `k - 1`);
    /// the last is the list after the plan.
    var lists: [[Section]]

    /// Replays `plan` on `old`.
    ///
    /// - Throws: The first rule a stage breaks, as `Plan.apply` would.
    /// - Complexity: O(*s* · (*n* + *k* log *k*)) for *s* stages of *k*
    ///   operations on *n* sections and items.
    init(_ plan: ExchangePlan, old: ExchangeSnapshot) throws(PlanError) {
        var list = old.sections.map { Section(id: $0.id, items: $0.items.map(\.id)) }
        lists = [list]
        for (number, stage) in plan.stages.enumerated() {
            var rules = BatchRules(shape: Shape(sections: list))
            rules.checksDuplicateInserts = false
            let transition: BatchTransition
            do {
                transition = try rules.transition(of: stage)
            } catch {
                throw PlanError(error, stage: number + 1)
            }
            var inserted: [ItemPath: ExchangeID] = [:]
            for insert in stage.itemInserts { inserted[insert.at] = insert.id }
            var insertedSections: [Int: SectionInsertion<ExchangeID, ExchangeID>] = [:]
            for insert in stage.sectionInserts { insertedSections[insert.at] = insert }
            list = transition.sections.enumerated().map { slot, source in
                guard let from = source.from else {
                    let insert = insertedSections[slot]!
                    return Section(id: insert.id, items: insert.items)
                }
                var section = list[from]
                if let origins = source.items {
                    section.items = origins.enumerated().map { item, origin in
                        origin.from.map { list[$0.section].items[$0.item] }
                            ?? inserted[ItemPath(section: slot, item: item)]!
                    }
                }
                return section
            }
            lists.append(list)
        }
    }
}
