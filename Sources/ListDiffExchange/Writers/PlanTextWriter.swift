import ListDiff

/// Writes a plan for people: one operation a line with its identifier and
/// positions, stages separated by a heading, and the counts at the end.
///
/// ```
/// stage 1 of 1
///   delete section 3 "old-sec"
///   insert section 0 "new-sec" with items "x", "y"
///   move section 2 → 1 "sec-c"
///   delete item [0, 1] "pear"
///   move item [0, 0] → [2, 2] "apple"
/// 2 deletes, 2 inserts, 2 moves, 2 reloads in 1 stage
/// ```
///
/// When both snapshots are flat (`{"items": ...}`), item positions are
/// written as plain indices.
package struct PlanTextWriter {
    /// Whether to write item positions as plain indices.
    package var isFlat: Bool

    package init(isFlat: Bool = false) {
        self.isFlat = isFlat
    }

    package func write(_ plan: ExchangePlan) -> String {
        guard !plan.isEmpty else { return "no changes: the snapshots are equal\n" }
        var lines: [String] = []
        for (index, stage) in plan.stages.enumerated() {
            lines.append("stage \(index + 1) of \(plan.stages.count)")
            for delete in stage.sectionDeletes { lines.append("  delete section \(delete.at) \(delete.id)") }
            for insert in stage.sectionInserts {
                let items =
                    insert.items.isEmpty
                    ? ""
                    : " with \(plural(insert.items.count, "item")) \(insert.items.map(\.description).joined(separator: ", "))"
                lines.append("  insert section \(insert.at) \(insert.id)\(items)")
            }
            for move in stage.sectionMoves { lines.append("  move section \(move.from) → \(move.to) \(move.id)") }
            for reload in stage.sectionReloads { lines.append("  reload section \(reload.at) \(reload.id)") }
            for delete in stage.itemDeletes { lines.append("  delete item \(position(delete.at)) \(delete.id)") }
            for insert in stage.itemInserts { lines.append("  insert item \(position(insert.at)) \(insert.id)") }
            for move in stage.itemMoves {
                lines.append("  move item \(position(move.from)) → \(position(move.to)) \(move.id)")
            }
            for reload in stage.itemReloads { lines.append("  reload item \(position(reload.at)) \(reload.id)") }
        }
        let counts = plan.counts
        lines.append(
            "\(plural(counts.deletes, "delete")), \(plural(counts.inserts, "insert")), \(plural(counts.moves, "move")), \(plural(counts.reloads, "reload")) in \(plural(counts.stages, "stage"))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    func position(_ path: ItemPath) -> String {
        isFlat ? "\(path.item)" : path.description
    }

    func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
