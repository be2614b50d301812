import ListDiff

/// Writes a plan for people: one operation a line with its positions and
/// identifier, stages separated by a heading, and the counts at the end.
///
/// ```
/// stage 1 of 1
///   delete section [3] "old-sec"
///   insert section [0] "new-sec" with 2 items "x", "y"
///   move section [2] → [1] "sec-c"
///   delete item [0, 1] "pear"
///   move item [0, 0] → [2, 2] 7
/// 2 deletes, 2 inserts, 2 moves, 2 reloads in 1 stage
/// ```
///
/// Positions are always in brackets and identifiers never are (strings are
/// quoted, integers bare), so `delete item [2] 3` cannot be misread. When
/// both snapshots are flat, an item's position is its index alone: `[2]`.
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
            for delete in stage.sectionDeletes { lines.append("  delete section [\(delete.at)] \(delete.id)") }
            for insert in stage.sectionInserts {
                let items =
                    insert.items.isEmpty
                    ? ""
                    : " with \(plural(insert.items.count, "item")) \(insert.items.map(\.description).joined(separator: ", "))"
                lines.append("  insert section [\(insert.at)] \(insert.id)\(items)")
            }
            for move in stage.sectionMoves {
                lines.append("  move section [\(move.from)] → [\(move.to)] \(move.id)")
            }
            for reload in stage.sectionReloads { lines.append("  reload section [\(reload.at)] \(reload.id)") }
            for delete in stage.itemDeletes { lines.append("  delete item \(position(delete.at)) \(delete.id)") }
            for insert in stage.itemInserts { lines.append("  insert item \(position(insert.at)) \(insert.id)") }
            for move in stage.itemMoves {
                lines.append("  move item \(position(move.from)) → \(position(move.to)) \(move.id)")
            }
            for reload in stage.itemReloads { lines.append("  reload item \(position(reload.at)) \(reload.id)") }
        }
        lines.append(summary(plan.counts))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The counts alone, as the last line of ``write(_:)`` and the whole of
    /// `--quiet`: `2 deletes, 2 inserts, 2 moves, 2 reloads in 1 stage`.
    package func summary(_ counts: PlanCounts) -> String {
        "\(plural(counts.deletes, "delete")), \(plural(counts.inserts, "insert")), \(plural(counts.moves, "move")), \(plural(counts.reloads, "reload")) in \(plural(counts.stages, "stage"))"
    }

    func position(_ path: ItemPath) -> String {
        isFlat ? "[\(path.item)]" : path.description
    }

    func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
