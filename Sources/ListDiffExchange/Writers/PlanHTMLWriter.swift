@_spi(ListEngine) import ListDiff

/// Writes a picture of a plan: one self-contained HTML page (no script, no
/// network, no external asset) that shows, stage by stage, the list before
/// the stage beside the list after it, with deletes, inserts, moves and
/// reloads in distinct colours and an arrow for a move.
///
/// What the page shows:
///
/// - Positions as the text output writes them: `[k]` for a flat list
///   (a top-level array or `{"items": ...}`, which has no section row),
///   `[s, k]` in sections. A move names its other end (`[3] → [7]` before,
///   `[7] ← [3]` after).
/// - Identifiers whole, wrapped over as many lines as they need; one longer
///   than ``identifierLineLimit`` lines ends in `…` and is whole in the
///   row's tooltip.
/// - A reload marked on both sides, and for a record or a section with
///   content, its changed fields, old → new.
///
/// What it folds, so that a plan of any size is a page a browser opens at
/// once (each stage says what it folded):
///
/// - runs of more than ``foldThreshold`` unchanged items, and of items that
///   go or arrive with their section;
/// - runs of more than ``runThreshold`` deletes, inserts or reloads in one
///   section, and of moves that take a block of consecutive items to
///   consecutive positions (one arrow for the block);
/// - every row after the first ``rowLimit`` of a list, counted in one last
///   row;
/// - arrows longer than ``arrowSpan`` pixels, and every arrow after the
///   first ``arrowLimit`` of a stage (the rows still name the other end).
///
/// Every operation is either drawn once or counted in a fold: a drawn one
/// carries `data-op` (`delete`, `insert`, `move`, `reload`) on its row (the
/// before side for deletes, moves and reloads, the after side for inserts),
/// and a fold carries `data-fold-delete`, `data-fold-insert`,
/// `data-fold-move` and `data-fold-reload` with the operations it stands
/// for, so a script can check both against the plan. A row marked on the
/// after side of a reload carries `data-reloaded`.
package struct PlanHTMLWriter {
    /// Unchanged items in a row beyond which a run is folded.
    package var foldThreshold = 3
    /// Deletes, inserts or reloads in a row beyond which a run is folded.
    package var runThreshold = 8
    /// The rows drawn for each list of a stage; the rest are counted in one
    /// row.
    package var rowLimit = 300
    /// The arrows drawn for each stage.
    package var arrowLimit = 200
    /// The greatest height, in pixels, between an arrow's ends.
    package var arrowSpan = 800
    /// The lines an identifier is drawn on before it is cut (whole in the
    /// tooltip).
    package var identifierLineLimit = 8
    /// The changed fields listed under a reload.
    package var changeLimit = 6

    /// Creates a writer with the default limits.
    package init() {}

    /// An operation, as the page names it.
    enum Operation: String, CaseIterable {
        case delete, insert, move, reload
    }

    /// One drawn row of a column.
    struct Row {
        enum Kind { case section, item, fold }
        var kind: Kind
        /// The section the row is in (for a section row, its index).
        var section: Int
        /// Positions, `[3]` or `[0, 3] → [1, 2]`; for a fold, its text.
        var text: String
        /// The identifier, as JSON text.
        var id: String?
        /// The operation this row shows, or `nil`.
        var operation: Operation?
        /// Whether the operation is counted on this row (`data-op`): its
        /// before side, or an insert.
        var isCounted = false
        /// Whether the row is an item of a section deleted or inserted with it.
        var goesWithSection = false
        /// For a move's ends: the key the arrow joins.
        var moveKey: Int?
        /// For an item: its position in the list drawn.
        var path: ItemPath?
        /// For an item's move: its position on the other side.
        var otherEnd: ItemPath?
        /// For a reload's before side: the content before and after.
        var contents: (old: JSONValue, new: JSONValue)?
        /// For a fold: the items it stands for, and the operations counted in it.
        var foldedItems = 0
        var foldedSections = 0
        var folded: [Operation: Int] = [:]
        /// For a fold of operations: the kind of run.
        var foldedRun: Operation?
        /// Whether the row counts the rows after the first ``rowLimit``.
        var isCut = false
    }

    static let lineHeight = 16
    static let rowGap = 4
    static let columnWidth = 420
    static let gap = 140
    /// Characters on one line of a row: its text is 404 pixels wide, and a
    /// 12-pixel monospace character is about 7.2 pixels wide (7.4 at most).
    static let lineLength = 54

    /// The page for `plan`, which turns `old` into `new`.
    ///
    /// - Throws: A ``PlanError`` when the plan does not apply to `old` or
    ///   does not give `new`, as `Plan.apply` would say it.
    /// - Complexity: O(*s* · (*n* + *k* log *k*)) for *s* stages of *k*
    ///   operations over *n* sections and items; the page itself is
    ///   O(*s* · ``rowLimit``) rows.
    package func write(_ plan: ExchangePlan, old: ExchangeSnapshot, new: ExchangeSnapshot) throws(PlanError) -> String {
        let snapshots = try StageSnapshots(plan, old: old, new: new)
        let isFlat = old.isFlat && new.isFlat
        var html = Self.head
        html += "<h1>Plan: \(PlanTextWriter().summary(plan.counts).htmlEscaped)</h1>\n"
        html += Self.legend
        if plan.isEmpty { html += "<p class=\"equal\">No changes: the snapshots are equal.</p>\n" }
        for (index, stage) in plan.stages.enumerated() {
            let before = rows(snapshots.lists[index], marks(before: stage), changes: snapshots, isFlat: isFlat)
            let after = rows(
                snapshots.lists[index + 1], marks(after: stage, transition: snapshots.transitions[index]),
                changes: nil, isFlat: isFlat)
            html += drawStage(
                index + 1, of: plan.stages.count, before: limit(foldRuns(before, isFlat: isFlat)),
                after: limit(foldRuns(after, isFlat: isFlat)))
        }
        return html + "</body>\n</html>\n"
    }

    // MARK: - Rows

    /// What a stage does at the positions of one side of its picture.
    struct Marks {
        /// An operation at one position: whether it is counted there, and
        /// for a move, the key its arrow joins.
        struct Mark {
            var operation: Operation
            var isCounted: Bool
            var moveKey: Int?
        }
        var sections: [Int: Mark] = [:]
        var items: [ItemPath: Mark] = [:]
        /// A move's other end, by this end.
        var sectionEnds: [Int: Int] = [:]
        var itemEnds: [ItemPath: ItemPath] = [:]
        /// `→` before the stage, `←` after it.
        var arrow: String
        /// What a section's items go (`delete`) or arrive (`insert`) with.
        var carried: Operation
    }

    /// The marks of the list before `stage`: deletes, moves and reloads,
    /// each counted there.
    func marks(before stage: Stage<ExchangeID, ExchangeID>) -> Marks {
        var marks = Marks(arrow: "→", carried: .delete)
        for delete in stage.sectionDeletes { marks.sections[delete.at] = .init(operation: .delete, isCounted: true) }
        for reload in stage.sectionReloads { marks.sections[reload.at] = .init(operation: .reload, isCounted: true) }
        for (key, move) in stage.sectionMoves.enumerated() {
            marks.sections[move.from] = .init(operation: .move, isCounted: true, moveKey: key)
            marks.sectionEnds[move.from] = move.to
        }
        for delete in stage.itemDeletes { marks.items[delete.at] = .init(operation: .delete, isCounted: true) }
        for reload in stage.itemReloads { marks.items[reload.at] = .init(operation: .reload, isCounted: true) }
        for (key, move) in stage.itemMoves.enumerated() {
            marks.items[move.from] = .init(operation: .move, isCounted: true, moveKey: -1 - key)
            marks.itemEnds[move.from] = move.to
        }
        return marks
    }

    /// The marks of the list after `stage`: inserts, counted there; the
    /// other ends of moves; and what was reloaded, found through the
    /// stage's transition.
    func marks(after stage: Stage<ExchangeID, ExchangeID>, transition: BatchTransition) -> Marks {
        var marks = Marks(arrow: "←", carried: .insert)
        for (slot, source) in transition.sections.enumerated() {
            if source.isReloaded { marks.sections[slot] = .init(operation: .reload, isCounted: false) }
            for (item, origin) in (source.items ?? []).enumerated() where origin.refresh == .reload {
                marks.items[ItemPath(section: slot, item: item)] = .init(operation: .reload, isCounted: false)
            }
        }
        for insert in stage.sectionInserts { marks.sections[insert.at] = .init(operation: .insert, isCounted: true) }
        for (key, move) in stage.sectionMoves.enumerated() {
            marks.sections[move.to] = .init(operation: .move, isCounted: false, moveKey: key)
            marks.sectionEnds[move.to] = move.from
        }
        for insert in stage.itemInserts { marks.items[insert.at] = .init(operation: .insert, isCounted: true) }
        for (key, move) in stage.itemMoves.enumerated() {
            marks.items[move.to] = .init(operation: .move, isCounted: false, moveKey: -1 - key)
            marks.itemEnds[move.to] = move.from
        }
        return marks
    }

    /// One side of a stage: `list` with its `marks`, unchanged runs folded
    /// as they are met; reloads show their changed fields from `snapshots`
    /// when it is given.
    func rows(
        _ list: [StageSnapshots.Replay.Section], _ marks: Marks, changes snapshots: StageSnapshots?, isFlat: Bool
    ) -> [Row] {
        var builder = RowBuilder(foldThreshold: foldThreshold, isFlat: isFlat)
        for (s, section) in list.enumerated() {
            let mark = marks.sections[s]
            if !isFlat {
                var row = Row(kind: .section, section: s, text: "[\(s)]", id: section.id.description)
                row.operation = mark?.operation
                row.isCounted = mark?.isCounted ?? false
                row.moveKey = mark?.moveKey
                if let end = marks.sectionEnds[s] { row.text += " \(marks.arrow) [\(end)]" }
                if mark?.operation == .reload { row.contents = snapshots?.contents(of: section) }
                builder.append(row)
            }
            let isCarried = mark?.operation == marks.carried
            for (i, item) in section.items.enumerated() {
                let path = ItemPath(section: s, item: i)
                guard let mark = marks.items[path] else {
                    builder.appendPlain(path, id: item.id, goesWithSection: isCarried)
                    continue
                }
                var row = Row(kind: .item, section: s, text: position(path, isFlat), id: item.id.description)
                row.path = path
                row.operation = mark.operation
                row.isCounted = mark.isCounted
                row.moveKey = mark.moveKey
                if let end = marks.itemEnds[path] {
                    row.otherEnd = end
                    row.text += " \(marks.arrow) \(position(end, isFlat))"
                }
                if mark.operation == .reload { row.contents = snapshots?.contents(of: item) }
                builder.append(row)
            }
        }
        return builder.finish()
    }

    /// Rows as they are met, with runs of unchanged items (or of items that
    /// go with their section) folded, never drawn one by one first.
    struct RowBuilder {
        let foldThreshold: Int
        let isFlat: Bool
        var rows: [Row] = []
        /// The run of plain items not yet drawn: where it starts, its
        /// identifiers while it is short, and its length.
        var run: (start: ItemPath, ids: [ExchangeID], count: Int, goesWithSection: Bool)?

        init(foldThreshold: Int, isFlat: Bool) {
            self.foldThreshold = foldThreshold
            self.isFlat = isFlat
        }

        mutating func appendPlain(_ path: ItemPath, id: ExchangeID, goesWithSection: Bool) {
            if let current = run, current.goesWithSection == goesWithSection, current.start.section == path.section {
                run!.count += 1
                if current.count < foldThreshold { run!.ids.append(id) }
            } else {
                flush()
                run = (path, [id], 1, goesWithSection)
            }
        }

        mutating func append(_ row: Row) {
            flush()
            rows.append(row)
        }

        mutating func flush() {
            guard let current = run else { return }
            run = nil
            let start = current.start
            if current.count > foldThreshold {
                let end = ItemPath(section: start.section, item: start.item + current.count - 1)
                let what = current.goesWithSection ? "items with their section" : "unchanged items"
                var row = Row(
                    kind: .fold, section: start.section,
                    text: "⋯ \(grouped(current.count)) \(what) \(range(start, end, isFlat))")
                row.goesWithSection = current.goesWithSection
                row.foldedItems = current.count
                rows.append(row)
            } else {
                for (offset, id) in current.ids.enumerated() {
                    let path = ItemPath(section: start.section, item: start.item + offset)
                    var row = Row(kind: .item, section: start.section, text: position(path, isFlat), id: id.description)
                    row.path = path
                    row.goesWithSection = current.goesWithSection
                    rows.append(row)
                }
            }
        }

        mutating func finish() -> [Row] {
            flush()
            if rows.isEmpty { rows.append(Row(kind: .fold, section: 0, text: isFlat ? "(no items)" : "(no sections)")) }
            return rows
        }
    }

    // MARK: - Folding

    /// Folds runs longer than ``runThreshold`` of deletes, inserts or
    /// reloads in one section, and of moves of a block (consecutive
    /// positions to consecutive positions), into a row each.
    func foldRuns(_ rows: [Row], isFlat: Bool) -> [Row] {
        /// Whether `row` continues a run that `previous` ends.
        func continues(_ row: Row, _ previous: Row) -> Bool {
            guard row.kind == .item, row.operation == previous.operation, row.isCounted == previous.isCounted,
                let path = row.path, let previousPath = previous.path, path.section == previousPath.section,
                path.item == previousPath.item + 1
            else { return false }
            guard row.operation == .move else { return true }
            guard let end = row.otherEnd, let previousEnd = previous.otherEnd else { return false }
            return end.section == previousEnd.section && end.item == previousEnd.item + 1
        }
        var result: [Row] = []
        result.reserveCapacity(rows.count)
        var index = 0
        while index < rows.count {
            let row = rows[index]
            guard row.kind == .item, let operation = row.operation, let first = row.path else {
                result.append(row)
                index += 1
                continue
            }
            var end = index + 1
            while end < rows.count && continues(rows[end], rows[end - 1]) { end += 1 }
            let count = end - index
            guard count > runThreshold, let last = rows[end - 1].path else {
                result += rows[index..<end]
                index = end
                continue
            }
            let noun =
                row.isCounted || operation == .move
                ? plural(count, operation.rawValue) : "\(grouped(count)) reloaded items"
            var fold = Row(kind: .fold, section: row.section, text: "⋯ \(noun) \(range(first, last, isFlat))")
            if let start = row.otherEnd, let stop = rows[end - 1].otherEnd {
                fold.text += " \(row.isCounted ? "→" : "←") \(range(start, stop, isFlat))"
            }
            fold.operation = operation
            fold.moveKey = row.moveKey
            fold.isCounted = row.isCounted
            fold.foldedRun = operation
            fold.foldedItems = count
            if row.isCounted { fold.folded[operation] = count }
            result.append(fold)
            index = end
        }
        return result
    }

    /// The first ``rowLimit`` rows, and one row counting the rest.
    func limit(_ rows: [Row]) -> [Row] {
        guard rows.count > rowLimit else { return rows }
        var result = Array(rows.prefix(rowLimit - 1))
        var cut = Row(kind: .fold, section: rows[rowLimit - 1].section, text: "")
        cut.isCut = true
        for row in rows[(rowLimit - 1)...] {
            switch row.kind {
            case .section: cut.foldedSections += 1
            case .item: cut.foldedItems += 1
            case .fold: cut.foldedItems += row.foldedItems
            }
            if row.kind != .fold, row.isCounted, let operation = row.operation {
                cut.folded[operation, default: 0] += 1
            }
            for (operation, count) in row.folded { cut.folded[operation, default: 0] += count }
        }
        var what: [String] = []
        if cut.foldedSections > 0 { what.append(plural(cut.foldedSections, "more section")) }
        if cut.foldedItems > 0 { what.append(plural(cut.foldedItems, "more item")) }
        let operations = Operation.allCases.compactMap { operation in
            cut.folded[operation].map { plural($0, operation.rawValue) }
        }
        cut.text = "⋯ \(what.joined(separator: " and ")) not drawn"
        if !operations.isEmpty { cut.text += ": " + operations.joined(separator: ", ") }
        result.append(cut)
        return result
    }

    // MARK: - Drawing

    /// A row's lines: its position and identifier, then its changed
    /// fields, each line wrapped by the browser; the number of lines they
    /// take wrapped; and whether the identifier is wrapped or cut, when the
    /// row's tooltip also gives it whole.
    func textLines(_ row: Row) -> (lines: [String], height: Int, isWrapped: Bool) {
        var first = row.text
        var isWrapped = false
        if let id = row.id {
            first += " " + id
            let wrapped = wrap(first)
            if wrapped.count > identifierLineLimit {
                first = wrapped.prefix(identifierLineLimit).joined().dropLast() + "…"
            }
            isWrapped = wrapped.count > 1
        }
        var lines = [first]
        if let contents = row.contents {
            var changes: [String] = []
            collectChanges(contents.old, contents.new, path: "", into: &changes)
            if changes.count > changeLimit {
                let more = changes.count - changeLimit + 1
                changes = Array(changes.prefix(changeLimit - 1)) + ["… and \(more) more changed fields"]
            }
            lines += changes.map { "  " + $0 }
        }
        let height = lines.reduce(0) { $0 + wrap($1, atSpaces: row.kind == .fold).count }
        return (lines, height, isWrapped)
    }

    func drawStage(_ number: Int, of count: Int, before: [Row], after: [Row]) -> String {
        let right = Self.columnWidth + Self.gap
        let (beforeHTML, beforeTops, beforeHeight) = column(before, side: "before", left: 0)
        let (afterHTML, afterTops, afterHeight) = column(after, side: "after", left: right)
        let height = max(beforeHeight, afterHeight) + 8

        // Arrows from each move's source row to its target row, when both
        // are drawn, near enough, and not too many.
        var targets: [Int: Int] = [:]
        for (index, row) in after.enumerated() where row.operation == .move {
            if let key = row.moveKey { targets[key] = afterTops[index] }
        }
        var arrows = ""
        var drawn = 0
        var movesWithoutArrow = 0
        for (index, row) in before.enumerated() where row.operation == .move {
            guard let key = row.moveKey else { continue }
            let y1 = beforeTops[index] + Self.lineHeight / 2 + 1
            guard let top = targets[key], drawn < arrowLimit, abs(top + Self.lineHeight / 2 + 1 - y1) <= arrowSpan
            else {
                movesWithoutArrow += 1
                continue
            }
            let y2 = top + Self.lineHeight / 2 + 1
            let x1 = Self.columnWidth + 4
            let x2 = right - 6
            let kind = row.kind == .section ? "section" : row.kind == .fold ? "block" : "item"
            arrows += "<path class=\"arrow \(kind)\" d=\"M\(x1),\(y1) C\(x1 + Self.gap / 2),\(y1) "
            arrows += "\(x2 - Self.gap / 2),\(y2) \(x2),\(y2)\" marker-end=\"url(#head\(number))\"/>\n"
            drawn += 1
        }

        var html = "<section class=\"stage\" data-stage=\"\(number)\">\n"
        html += "<h2>Stage \(number) of \(count)</h2>\n"
        html += note(before + after, movesWithoutArrow: movesWithoutArrow)
        html += "<div class=\"titles\"><span>before</span><span style=\"left:\(right)px\">after</span></div>\n"
        html += "<div class=\"canvas\" style=\"height:\(height)px\">\n"
        html += beforeHTML
        html += afterHTML
        html += "<svg class=\"arrows\" width=\"\(right + Self.columnWidth)\" height=\"\(height)\">"
        html += "<defs><marker id=\"head\(number)\" markerUnits=\"userSpaceOnUse\" markerWidth=\"8\" "
        html +=
            "markerHeight=\"8\" refX=\"7\" refY=\"4\" orient=\"auto\"><path d=\"M0,0 L8,4 L0,8 z\" fill=\"#2f6fd6\"/></marker></defs>\n"
        html += arrows
        html += "</svg>\n</div>\n</section>\n"
        return html
    }

    /// What the stage's page folds beyond runs of unchanged items (each of
    /// those says what it is where it stands), in words, or nothing.
    func note(_ rows: [Row], movesWithoutArrow: Int) -> String {
        var runs: [Operation: (runs: Int, operations: Int)] = [:]
        var cut: [Operation: Int] = [:]
        var isCut = false
        for row in rows where row.kind == .fold {
            if row.isCut {
                isCut = true
                for (operation, count) in row.folded { cut[operation, default: 0] += count }
            } else if let operation = row.foldedRun, let count = row.folded[operation] {
                runs[operation, default: (0, 0)].runs += 1
                runs[operation, default: (0, 0)].operations += count
            }
        }
        var parts: [String] = []
        for operation in Operation.allCases {
            guard let run = runs[operation] else { continue }
            parts.append("\(plural(run.operations, operation.rawValue)) in \(plural(run.runs, "run"))")
        }
        if isCut {
            let operations = Operation.allCases.compactMap { operation in
                cut[operation].map { plural($0, operation.rawValue) }
            }
            var text = "each list is drawn to its first \(grouped(rowLimit)) rows"
            if !operations.isEmpty {
                text += ", and \(operations.joined(separator: ", ")) beyond them are counted, not drawn"
            }
            parts.append(text)
        }
        if movesWithoutArrow > 0 {
            parts.append(
                "\(plural(movesWithoutArrow, "move")) drawn without an arrow (the ends more than "
                    + "\(grouped(arrowSpan)) pixels apart or one not drawn, or the stage's first "
                    + "\(grouped(arrowLimit)) arrows already drawn): each row names its other end")
        }
        guard !parts.isEmpty else { return "" }
        let operations = parts.joined(separator: "; ")
        return "<p class=\"folded\">Folded: \(operations.htmlEscaped). Every operation is listed by "
            + "<code>listdiff plan</code> without <code>--format html</code>.</p>\n"
    }

    /// A column's rows, positioned one under the other, with each row's top
    /// and the column's height.
    func column(_ rows: [Row], side: String, left: Int) -> (html: String, tops: [Int], height: Int) {
        var html = "<div class=\"column \(side)\" style=\"left:\(left)px\">\n"
        var tops: [Int] = []
        tops.reserveCapacity(rows.count)
        var top = 0
        for row in rows {
            tops.append(top)
            var classes = ["row"]
            switch row.kind {
            case .section: classes.append("section")
            case .item: classes.append("item")
            case .fold: classes.append(row.isCut ? "fold cut" : "fold")
            }
            var attributes = ""
            if let operation = row.operation {
                classes.append(operation.rawValue)
                if row.isCounted && row.kind != .fold {
                    attributes += " data-op=\"\(operation.rawValue)\""
                } else if operation == .reload && row.kind != .fold {
                    attributes += " data-reloaded"
                }
            } else if row.goesWithSection {
                classes.append(side == "before" ? "gone" : "arrives")
            }
            for (operation, count) in row.folded.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                attributes += " data-fold-\(operation.rawValue)=\"\(count)\""
            }
            let (lines, lineCount, isWrapped) = textLines(row)
            if isWrapped, let id = row.id { attributes += " title=\"\(id.htmlEscaped)\"" }
            let height = lineCount * Self.lineHeight + 2
            html += "<div class=\"\(classes.joined(separator: " "))\"\(attributes) "
            html += "style=\"top:\(top)px;height:\(height)px\">"
            html += lines.map(\.htmlEscaped).joined(separator: "\n") + "</div>\n"
            top += height + Self.rowGap
        }
        return (html + "</div>\n", tops, top)
    }

    // MARK: - Text

    /// `text` in lines of at most ``lineLength`` columns, a wide character
    /// (CJK, emoji) taking two, broken anywhere (`word-break: break-all`),
    /// or at spaces where it can be (a fold's words), as the browser breaks
    /// them: greedily, so a browser whose lines hold more breaks no more.
    func wrap(_ text: String, atSpaces: Bool = false) -> [String] {
        var lines: [String] = []
        var line = ""
        var width = 0
        func append(_ character: Character) {
            let columns = Self.columns(character)
            if width + columns > Self.lineLength && !line.isEmpty {
                lines.append(line)
                line = ""
                width = 0
            }
            line.append(character)
            width += columns
        }
        if atSpaces {
            for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
                let wordWidth = word.reduce(0) { $0 + Self.columns($1) }
                if index > 0 {
                    if width + 1 + wordWidth > Self.lineLength && !line.isEmpty {
                        lines.append(line)
                        line = ""
                        width = 0
                    } else {
                        line.append(" ")
                        width += 1
                    }
                }
                for character in word { append(character) }
            }
        } else {
            for character in text { append(character) }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The columns a character takes in a monospace font: two for East
    /// Asian wide characters and emoji, one otherwise.
    static func columns(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first?.value, scalar >= 0x1100 else { return 1 }
        switch scalar {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The fields that differ between two contents, `key: old → new`, with
    /// nested objects' keys joined by dots and `(none)` for a missing
    /// field; two contents that are not both objects are one change.
    func collectChanges(_ old: JSONValue?, _ new: JSONValue?, path: String, into changes: inout [String]) {
        if case .object(let oldMembers)? = old, case .object(let newMembers)? = new {
            for key in Set(oldMembers.keys).union(newMembers.keys).sorted() where oldMembers[key] != newMembers[key] {
                collectChanges(
                    oldMembers[key], newMembers[key], path: path.isEmpty ? key : "\(path).\(key)", into: &changes)
            }
            return
        }
        guard old != new else { return }
        changes.append("\(path.isEmpty ? "content" : path): \(shown(old)) → \(shown(new))")
    }

    /// A value as compact JSON, cut to 60 characters with `…`.
    func shown(_ value: JSONValue?) -> String {
        guard let value else { return "(none)" }
        let text = value.jsonText()
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
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
        .folded { color: #666; max-width: \(2 * columnWidth + gap)px; margin: 4px 0 8px; }
        .titles { position: relative; height: 20px; font-weight: 600; color: #666; }
        .titles span { position: absolute; }
        .canvas { position: relative; }
        .column { position: absolute; top: 0; width: \(columnWidth)px; }
        .row { position: absolute; left: 0; width: \(columnWidth - 8)px; box-sizing: border-box; padding: 1px 4px;
               overflow: hidden; white-space: pre-wrap; word-break: break-all; overflow-wrap: anywhere;
               font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12px;
               line-height: \(lineHeight)px; border-radius: 3px; }
        .section { font-weight: 700; background: #eef0f3; }
        .fold { color: #999; font-style: italic; word-break: normal; }
        .delete { background: #f8d7d6; color: #8a1f1b; } .gone { background: #fbeaea; color: #b55; }
        .insert { background: #d4f0dc; color: #1d6b34; } .arrives { background: #e8f7ec; color: #3a8a52; }
        .move { background: #dbe7fb; color: #1f4d9a; } .reload { background: #fdf0c8; color: #7a5a00; }
        .fold.delete, .fold.insert, .fold.move, .fold.reload { font-style: normal; }
        .cut { color: #555; font-style: normal; border-top: 1px dashed #aaa; border-radius: 0; }
        .arrows { position: absolute; top: 0; left: 0; pointer-events: none; overflow: hidden; }
        .arrow { fill: none; stroke: #2f6fd6; stroke-width: 1.5; } .arrow.section { stroke-width: 2.5; }
        .arrow.block { stroke-width: 4; stroke-opacity: 0.6; }
        </style>
        </head>
        <body>

        """

    static let legend = """
        <p class="legend"><span class="delete">delete</span><span class="insert">insert</span>\
        <span class="move">move →</span><span class="reload">reload (both sides)</span>\
        <span class="gone">goes with its section</span><span class="arrives">arrives with its section</span></p>

        """
}

/// A position as the text output writes it: `[k]` in a flat list, `[s, k]`
/// in sections.
private func position(_ path: ItemPath, _ isFlat: Bool) -> String {
    isFlat ? "[\(path.item)]" : path.description
}

/// Two positions as a range, `[3]–[9]`.
private func range(_ start: ItemPath, _ end: ItemPath, _ isFlat: Bool) -> String {
    "\(position(start, isFlat))–\(position(end, isFlat))"
}

/// `1 delete`, `19,895 moves`.
private func plural(_ count: Int, _ noun: String) -> String {
    "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
}

/// `19,895`: a count with its thousands grouped.
private func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = count < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return result
}
