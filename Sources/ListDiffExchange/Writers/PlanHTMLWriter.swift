import ListDiff

/// Writes a picture of a plan: one self-contained HTML page (no script, no
/// network, no external asset) that shows, stage by stage, the list before
/// the stage beside the list after it, with deletes, inserts, moves and
/// reloads in distinct colours and an arrow for every move.
///
/// Every row is positioned by the writer, so the arrows are plain SVG drawn
/// between known heights. Runs of more than ``foldThreshold`` unchanged
/// items fold into one row, so a plan over 10,000 items stays a short page.
/// Each drawn operation carries `data-op` (`delete`, `insert`, `move`,
/// `reload`) on its row, or on its arrow for a move, so a script can count
/// them against the plan.
package struct PlanHTMLWriter {
    /// Unchanged items in a row beyond which a run is folded.
    package var foldThreshold = 3

    package init() {}

    /// One drawn row of a column.
    struct Row {
        enum Kind { case section, item, fold }
        var kind: Kind
        var text: String
        /// The operation this row shows, or `nil`.
        var operation: String?
        /// Whether the row is an item of a section deleted or inserted with it.
        var goesWithSection = false
        /// For a move's ends: the key the arrow joins.
        var moveKey: String?
    }

    static let rowHeight = 20
    static let columnWidth = 360
    static let gap = 140

    /// The page for `plan`, which turns `old` into `new`.
    ///
    /// - Throws: A ``PlanError`` when the plan does not apply to `old`.
    /// - Complexity: O(*s* · (*n* + *k* log *k*)) for *s* stages of *k*
    ///   operations over *n* sections and items.
    package func write(_ plan: ExchangePlan, old: ExchangeSnapshot, new: ExchangeSnapshot) throws(PlanError) -> String {
        let lists = try StageSnapshots(plan, old: old, new: new).lists
        let counts = plan.counts
        var html = Self.head
        html += "<h1>Plan: \(escape(PlanTextWriter().summary(counts)))</h1>\n"
        html += Self.legend
        if plan.isEmpty { html += "<p class=\"equal\">No changes: the snapshots are equal.</p>\n" }
        for (index, stage) in plan.stages.enumerated() {
            let before = fold(rows(lists[index], before: stage))
            let after = fold(rows(lists[index + 1], after: stage))
            html += drawStage(index + 1, of: plan.stages.count, before: before, after: after)
        }
        return html + "</body>\n</html>\n"
    }

    // MARK: - Rows

    /// The list before `stage`, marked with what the stage does there.
    func rows(_ list: [StageSnapshots.Replay.Section], before stage: Stage<ExchangeID, ExchangeID>) -> [Row] {
        var sectionOps: [Int: (String, String?)] = [:]
        for delete in stage.sectionDeletes { sectionOps[delete.at] = ("delete", nil) }
        for move in stage.sectionMoves { sectionOps[move.from] = ("move", "s\(move.to)") }
        for reload in stage.sectionReloads { sectionOps[reload.at] = ("reload", nil) }
        var itemOps: [ItemPath: (String, String?)] = [:]
        for delete in stage.itemDeletes { itemOps[delete.at] = ("delete", nil) }
        for move in stage.itemMoves { itemOps[move.from] = ("move", "i\(move.to)") }
        for reload in stage.itemReloads { itemOps[reload.at] = ("reload", nil) }
        return draw(list, sectionOps: sectionOps, itemOps: itemOps, withSection: "delete")
    }

    /// The list after `stage`, marked with what arrived.
    func rows(_ list: [StageSnapshots.Replay.Section], after stage: Stage<ExchangeID, ExchangeID>) -> [Row] {
        var sectionOps: [Int: (String, String?)] = [:]
        for insert in stage.sectionInserts { sectionOps[insert.at] = ("insert", nil) }
        for move in stage.sectionMoves { sectionOps[move.to] = ("move", "s\(move.to)") }
        var itemOps: [ItemPath: (String, String?)] = [:]
        for insert in stage.itemInserts { itemOps[insert.at] = ("insert", nil) }
        for move in stage.itemMoves { itemOps[move.to] = ("move", "i\(move.to)") }
        return draw(list, sectionOps: sectionOps, itemOps: itemOps, withSection: "insert")
    }

    func draw(
        _ list: [StageSnapshots.Replay.Section], sectionOps: [Int: (String, String?)],
        itemOps: [ItemPath: (String, String?)],
        withSection: String
    ) -> [Row] {
        var rows: [Row] = []
        for (s, section) in list.enumerated() {
            let op = sectionOps[s]
            rows.append(Row(kind: .section, text: "[\(s)] \(section.id)", operation: op?.0, moveKey: op?.1))
            let carried = op?.0 == withSection
            for (i, item) in section.items.enumerated() {
                let path = ItemPath(section: s, item: i)
                let itemOp = itemOps[path]
                rows.append(
                    Row(
                        kind: .item, text: "\(path) \(item.id)", operation: itemOp?.0, goesWithSection: carried,
                        moveKey: itemOp?.1))
            }
        }
        return rows
    }

    /// Folds runs longer than ``foldThreshold`` of unchanged items, and of
    /// items that go or arrive with their section.
    func fold(_ rows: [Row]) -> [Row] {
        var result: [Row] = []
        var run: [Row] = []
        func flush() {
            if run.count > foldThreshold, let first = run.first {
                let what = first.goesWithSection ? "items with their section" : "unchanged items"
                var folded = Row(kind: .fold, text: "⋯ \(run.count) \(what)")
                folded.goesWithSection = first.goesWithSection
                result.append(folded)
            } else {
                result += run
            }
            run.removeAll()
        }
        for row in rows {
            let foldable = row.kind == .item && row.operation == nil
            if foldable && run.first.map({ $0.goesWithSection == row.goesWithSection }) ?? true {
                run.append(row)
            } else {
                flush()
                if foldable { run.append(row) } else { result.append(row) }
            }
        }
        flush()
        return result
    }

    // MARK: - Drawing

    func drawStage(_ number: Int, of count: Int, before: [Row], after: [Row]) -> String {
        let height = max(before.count, after.count) * Self.rowHeight + 8
        let right = Self.columnWidth + Self.gap
        var html = "<section class=\"stage\" data-stage=\"\(number)\">\n"
        html += "<h2>Stage \(number) of \(count)</h2>\n"
        html += "<div class=\"titles\"><span>before</span><span style=\"left:\(right)px\">after</span></div>\n"
        html += "<div class=\"canvas\" style=\"height:\(height)px\">\n"
        html += column(before, side: "before", left: 0)
        html += column(after, side: "after", left: right)
        // Arrows from each move's source row to its target row.
        var targets: [String: Int] = [:]
        for (index, row) in after.enumerated() where row.operation == "move" {
            if let key = row.moveKey { targets[key] = index }
        }
        html += "<svg class=\"arrows\" width=\"\(right + Self.columnWidth)\" height=\"\(height)\">"
        html += "<defs><marker id=\"head\(number)\" markerWidth=\"8\" markerHeight=\"8\" refX=\"7\" refY=\"4\" "
        html += "orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\" fill=\"#2f6fd6\"/></marker></defs>\n"
        for (index, row) in before.enumerated() where row.operation == "move" {
            guard let key = row.moveKey, let target = targets[key] else { continue }
            let y1 = index * Self.rowHeight + Self.rowHeight / 2
            let y2 = target * Self.rowHeight + Self.rowHeight / 2
            let x1 = Self.columnWidth + 4
            let x2 = right - 6
            let kind = row.kind == .section ? "section" : "item"
            html += "<path class=\"arrow \(kind)\" data-op=\"move\" d=\"M\(x1),\(y1) C\(x1 + Self.gap / 2),\(y1) "
            html += "\(x2 - Self.gap / 2),\(y2) \(x2),\(y2)\" marker-end=\"url(#head\(number))\"/>\n"
        }
        html += "</svg>\n</div>\n</section>\n"
        return html
    }

    func column(_ rows: [Row], side: String, left: Int) -> String {
        var html = "<div class=\"column \(side)\" style=\"left:\(left)px\">\n"
        for (index, row) in rows.enumerated() {
            var classes = ["row"]
            switch row.kind {
            case .section: classes.append("section")
            case .item: classes.append("item")
            case .fold: classes.append("fold")
            }
            var attributes = ""
            if let operation = row.operation {
                classes.append(operation)
                // A move is counted once, on its arrow.
                if operation != "move" { attributes = " data-op=\"\(operation)\"" }
            } else if row.goesWithSection {
                classes.append(side == "before" ? "gone" : "arrives")
            }
            html +=
                "<div class=\"\(classes.joined(separator: " "))\"\(attributes) style=\"top:\(index * Self.rowHeight)px\">"
            html += escape(row.text) + "</div>\n"
        }
        return html + "</div>\n"
    }

    func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>listdiff plan</title>
        <style>
        body { font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 24px; color: #222; }
        h1 { font-size: 18px; } h2 { font-size: 15px; margin: 28px 0 6px; }
        .legend span { display: inline-block; padding: 1px 8px; margin-right: 8px; border-radius: 3px; }
        .titles { position: relative; height: 20px; font-weight: 600; color: #666; }
        .titles span { position: absolute; }
        .canvas { position: relative; }
        .column { position: absolute; top: 0; width: \(columnWidth)px; }
        .row { position: absolute; left: 0; width: \(columnWidth - 8)px; height: \(rowHeight - 2)px;
               padding: 0 6px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
               font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; border-radius: 3px; }
        .section { font-weight: 700; background: #eef0f3; }
        .fold { color: #999; font-style: italic; }
        .delete { background: #f8d7d6; color: #8a1f1b; } .gone { background: #fbeaea; color: #b55; }
        .insert { background: #d4f0dc; color: #1d6b34; } .arrives { background: #e8f7ec; color: #3a8a52; }
        .move { background: #dbe7fb; color: #1f4d9a; } .reload { background: #fdf0c8; color: #7a5a00; }
        .arrows { position: absolute; top: 0; left: 0; pointer-events: none; }
        .arrow { fill: none; stroke: #2f6fd6; stroke-width: 1.5; } .arrow.section { stroke-width: 2.5; }
        </style>
        </head>
        <body>

        """

    static let legend = """
        <p class="legend"><span class="delete">delete</span><span class="insert">insert</span>\
        <span class="move">move →</span><span class="reload">reload</span>\
        <span class="gone">goes with its section</span><span class="arrives">arrives with its section</span></p>

        """
}
