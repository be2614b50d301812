extension ViewLayout {
    /// Adds the constraints of a string of Apple's visual format language
    /// between this view (`|`) and views put into it, so that Auto Layout
    /// code written with format strings ports line by line:
    ///
    /// ```swift
    /// try bar.makeLayout { layout in
    ///     layout.put(action)
    ///     layout.put(options)
    ///     let views = ["actionLabel": action, "optionsLabel": options]
    ///     layout.visualFormat("H:|-0-[actionLabel]-0-[optionsLabel]-0-|", views: views)
    ///     layout.visualFormat("V:|-0-[actionLabel]-(>=0)-|", views: views)
    /// }
    /// ```
    ///
    /// Its constraints are required unless a predicate gives a priority
    /// (`-(0@749)-`), as Apple's: the DSL's default priorities do not apply
    /// and are not used up. Horizontal strings run leading to trailing. See
    /// the grammar in the DocC article on constraint layout.
    ///
    /// A malformed string, a name in it that `views` or `metrics` lacks, or a
    /// `|` next to a view not put into this view is a misuse: the layout
    /// throws a ``LayoutError`` naming the column (or, with a delegate, the
    /// delegate hears it and the string adds nothing), and nothing changes.
    ///
    /// - Parameters:
    ///   - format: The format string, such as `V:|-0-[title]-(>=8)-[body]`.
    ///   - metrics: Numbers the string names, such as `["margin": 16]`.
    ///   - views: The views the string names.
    /// - Complexity: O(*n*) for *n* characters, plus the constraints made.
    public func visualFormat(
        _ format: String, metrics: [String: Double] = [:], views: [String: HeadlessView]
    ) {
        transaction.addVisualFormat(format, metrics: metrics, views: views, superview: view)
    }
}

extension LayoutTransaction {
    /// The work of ``ViewLayout/visualFormat(_:metrics:views:)``, in this
    /// type rather than the generic layout's, whose methods another module
    /// calls unspecialized (every property read through type metadata).
    func addVisualFormat(
        _ format: String, metrics: [String: Double], views: [String: HeadlessView], superview: HeadlessView
    ) {
        do throws(LayoutError) {
            let parsed = try VisualFormat.read(
                format, metrics: metrics, views: views, superview: superview, sides: &formatSides)
            // One walk of the sides: each view of the chain of a format
            // with a `|` must be put into the superview, and the
            // constraints are related when every view carries this
            // transaction's mark, as the recorder finds for the DSL's.
            var related = stamp
            for place in parsed.mustBeChild.indices {
                // Alive: a format's views are held by the caller's
                // dictionary, the superview by this layout.
                let view = formatSides[place].view
                if view?.layoutStamp != stamp { related = 0 }
                guard parsed.mustBeChild[place] else { continue }
                guard let view, plannedSuperview(of: view) === superview else {
                    throw LayoutError(
                        .invalidVisualFormat,
                        "\(format): '\(parsed.names[place])' is not put into \(superview.layoutName), which '|' stands for"
                    )
                }
            }
            parsed.appendConstraints(sides: formatSides, related: related, to: &made)
            // A connection to `|` has the superview first, between the
            // views' constraints.
            madeHasSplitRuns = true
        } catch {
            misuses.append(error)
        }
    }
}
