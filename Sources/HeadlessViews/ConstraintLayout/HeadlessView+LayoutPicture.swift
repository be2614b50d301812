internal import ListDiff

extension HeadlessView {
    /// A picture of this view's laid-out tree: one self-contained HTML page
    /// (no script, no external file) with an SVG drawing of every view's
    /// frame, named by its ``layoutName`` and class, and the constraints the
    /// DSL made for each view, shown when the view is clicked.
    ///
    /// Views the constraints leave free to move or resize
    /// (``hasAmbiguousLayout``) are drawn dashed in orange and listed as
    /// ambiguous; views with a constraint the layout left out because it
    /// conflicted with the required ones are drawn in red and listed as
    /// conflicting.
    ///
    /// ```swift
    /// item.layoutFitting(width: 375)
    /// try item.layoutPicture().write(toFile: "item.html", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The frames drawn are those of the last layout pass; lay the view out
    /// first. Names and constraint descriptions are escaped.
    ///
    /// - Returns: The page, as HTML text.
    /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints, plus
    ///   one ambiguity query per view.
    public func layoutPicture() -> String {
        var views: [(view: HeadlessView, frame: Rect, depth: Int)] = []
        func visit(_ view: HeadlessView, origin: Point, depth: Int) {
            let frame = Rect(
                x: origin.x + view.frame.minX, y: origin.y + view.frame.minY, width: view.frame.width,
                height: view.frame.height)
            views.append((view, frame, depth))
            for child in view.subviews { visit(child, origin: frame.origin, depth: depth + 1) }
        }
        visit(self, origin: Point(x: -frame.minX, y: -frame.minY), depth: 0)
        let system = rootView.currentLayoutSystem()
        system?.solve()
        func conflicting(_ view: HeadlessView) -> Bool {
            guard let system else { return false }
            return view.constraints.contains { constraint in
                system.handle(of: constraint) == nil && constraint.first.view?.rootView === system.root
                    && (constraint.second == nil || constraint.second?.view?.rootView === system.root)
            }
        }
        let states = views.map { entry in
            conflicting(entry.view)
                ? "conflicting" : (system != nil && entry.view.hasAmbiguousLayout) ? "ambiguous" : "ok"
        }
        let margin = 8.0
        let width = max(frame.width, 1) + 2 * margin
        let height = max(frame.height, 1) + 2 * margin
        var svg = ""
        var lists = ""
        for (index, entry) in views.enumerated() {
            let view = entry.view
            let state = states[index]
            let name = view.layoutName.htmlEscaped
            let type = String(describing: Swift.type(of: view)).htmlEscaped
            let frame = entry.frame
            svg += """
                <a href="#view\(index)"><g class="view \(state)" data-view="\(index)" data-name="\(name)" \
                data-class="\(type)" data-state="\(state)"><rect x="\(Self.number(frame.minX + margin))" \
                y="\(Self.number(frame.minY + margin))" width="\(Self.number(frame.width))" \
                height="\(Self.number(frame.height))"/>\(Self.label(name, index, frame, margin, place: Self.labelPlace(entry.view, depth: entry.depth)))<title>\(name): \(type) \
                (\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.width)) × \
                \(Self.number(frame.height)))\(state == "ok" ? "" : ", \(state)")</title></g></a>

                """
            let constraints = view.constraints.map { "<li>\($0.description.htmlEscaped)</li>" }.joined()
            lists += """
                <section id="view\(index)" class="constraints"><h2>\(name) <small>\(type)\
                \(state == "ok" ? "" : ", \(state)")</small></h2><p>(\(Self.number(frame.minX)), \
                \(Self.number(frame.minY)), \(Self.number(frame.width)) × \(Self.number(frame.height)))</p>\
                <ul>\(constraints.isEmpty ? "<li>no constraints with it first</li>" : constraints)</ul></section>

                """
        }
        let title = layoutName.htmlEscaped
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>Layout of \(title)</title><style>
            body { font: 13px -apple-system, system-ui, sans-serif; margin: 16px; display: flex; gap: 24px; }
            svg { flex: none; background: #fafafa; border: 1px solid #ccc; }
            .view rect { fill: rgba(64, 128, 255, 0.06); stroke: #4080ff; stroke-width: 1; }
            .view text { font-size: 8px; fill: #234; }
            .view text.holder { text-anchor: end; fill: #4080ff; font-style: italic; }
            .view:hover rect { fill: rgba(64, 128, 255, 0.2); }
            .ambiguous rect { stroke: #f08000; stroke-dasharray: 4 2; stroke-width: 2; }
            .conflicting rect { stroke: #e00000; stroke-width: 2; }
            .constraints { display: none; }
            .constraints:target { display: block; }
            #summary li.ambiguous { color: #b06000; } #summary li.conflicting { color: #c00000; }
            </style></head><body>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Self.number(width))" height="\(Self.number(height))" \
            viewBox="0 0 \(Self.number(width)) \(Self.number(height))">
            \(svg)</svg>
            <div><h1>\(title)</h1><p>\(views.count) views; click one for its constraints.</p>
            <ul id="summary">\(Self.problems(views.map(\.view), states))</ul>
            \(lists)</div></body></html>

            """
    }

    /// The summary's lines: each ambiguous or conflicting view.
    private static func problems(_ views: [HeadlessView], _ states: [String]) -> String {
        var lines = ""
        for (index, view) in views.enumerated() where states[index] != "ok" {
            lines +=
                "<li class=\"\(states[index])\"><a href=\"#view\(index)\">\(view.layoutName.htmlEscaped)</a>: "
                + "\(states[index])</li>"
        }
        return lines
    }

    /// Where a view's name goes in the drawing: a leaf's at its top left, a
    /// view that holds others' at its bottom right, so that the two do not
    /// overlap; the root's nowhere when it holds views, since the page's
    /// heading names it and its corner is often a child's.
    private enum LabelPlace { case topLeft, bottomRight, none }

    private static func labelPlace(_ view: HeadlessView, depth: Int) -> LabelPlace {
        if view.subviews.isEmpty { return .topLeft }
        return depth == 0 ? .none : .bottomRight
    }

    /// A view's name in its frame, clipped to the frame so that a long name
    /// never runs over its neighbours (the whole name is in the view's
    /// tooltip and its constraint list).
    private static func label(_ name: String, _ index: Int, _ frame: Rect, _ margin: Double, place: LabelPlace)
        -> String
    {
        let clip = """
            <clipPath id="clip\(index)"><rect x="\(number(frame.minX + margin))" y="\(number(frame.minY + margin))" \
            width="\(number(frame.width))" height="\(number(frame.height))"/></clipPath>
            """
        switch place {
        case .none:
            return ""
        case .bottomRight:
            return clip
                + "<text class=\"holder\" clip-path=\"url(#clip\(index))\" x=\"\(number(frame.maxX + margin - 2))\" "
                + "y=\"\(number(frame.maxY + margin - 3))\">\(name)</text>"
        case .topLeft:
            return clip + "<text clip-path=\"url(#clip\(index))\" x=\"\(number(frame.minX + margin + 2))\" "
                + "y=\"\(number(frame.minY + margin + 9))\">\(name)</text>"
        }
    }

    /// `12`, `12.5`: a number as short as it reads.
    static func number(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int(value)) : String(value)
    }
}
