extension Changeset {
    /// Applies the changeset to `old` as UIKit would, checking the batch
    /// rules, and returns the result, which must equal `target`.
    ///
    /// The first batch performs ``deletes``, ``inserts``, ``moves`` and
    /// ``reloads``; a second batch performs ``reloadsAfterMoves``. Inserted
    /// and reloaded elements take their content from `target`.
    ///
    /// - Parameters:
    ///   - old: The array the changeset starts from.
    ///   - target: The array the changeset must produce.
    /// - Returns: The resulting array: elements of `old` where neither
    ///   inserted nor reloaded, of `target` otherwise.
    /// - Throws: A ``PlanError`` naming the first rule broken (stage 1 is the
    ///   main batch, stage 2 the reloads after moves).
    /// - Complexity: O(*n* + *m* + *k* log *k*) for *n* old and *m* new
    ///   elements and *k* operations.
    public func apply<Element: Diffable>(to old: [Element], target: [Element]) throws(PlanError) -> [Element] {
        func check(_ indices: [Int], _ operation: String, count: Int, space: String, stage: Int = 1) throws(PlanError) {
            for index in indices where index < 0 || index >= count {
                throw PlanError(
                    .indexOutOfRange, stage: stage,
                    "\(operation) at \(index) is out of range (\(count) elements \(space))")
            }
        }
        try check(deletes, "delete", count: old.count, space: "before the batch")
        try check(reloads, "reload", count: old.count, space: "before the batch")
        try check(moves.map(\.from), "move", count: old.count, space: "before the batch")
        try check(inserts, "insert", count: target.count, space: "after the batch")
        try check(moves.map(\.to), "move", count: target.count, space: "after the batch")

        let batch = Stage<Int, Element.ID>.flat(
            deletes: deletes.map { Placement(at: ItemPath(section: 0, item: $0), id: old[$0].id) },
            inserts: inserts.map { Placement(at: ItemPath(section: 0, item: $0), id: target[$0].id) },
            moves: moves.map {
                IdentifiedMove(
                    from: ItemPath(section: 0, item: $0.from), to: ItemPath(section: 0, item: $0.to),
                    id: old[$0.from].id)
            },
            reloads: reloads.map { Placement(at: ItemPath(section: 0, item: $0), id: old[$0].id) })
        var stages = batch.isEmpty ? [] : [batch]
        if !reloadsAfterMoves.isEmpty {
            try check(reloadsAfterMoves, "reload after moves", count: target.count, space: "after the batch", stage: 2)
            stages.append(
                .flat(
                    reloads: reloadsAfterMoves.map { Placement(at: ItemPath(section: 0, item: $0), id: target[$0].id) })
            )
        }
        let result = try Plan(stages: stages).apply(
            to: [FlatSection(items: old)], target: [FlatSection(items: target)])
        return result[0].items
    }
}

extension Stage {
    /// A stage of item operations in section 0.
    static func flat(
        deletes: [Placement<ItemPath, ItemID>] = [], inserts: [Placement<ItemPath, ItemID>] = [],
        moves: [IdentifiedMove<ItemPath, ItemID>] = [], reloads: [Placement<ItemPath, ItemID>] = []
    ) -> Stage {
        var stage = Stage()
        stage.itemDeletes = deletes
        stage.itemInserts = inserts
        stage.itemMoves = moves
        stage.itemReloads = reloads
        return stage
    }
}

/// The one section of a flat list.
struct FlatSection<Item: Diffable>: DiffableSection {
    var id: Int { 0 }
    var items: [Item]

    init(items: [Item]) { self.items = items }
    init(_ section: FlatSection, items: [Item]) { self.items = items }
    func isContentEqual(to other: FlatSection) -> Bool { true }
}
