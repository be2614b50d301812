import ConstraintSolver

/// A string of Apple's visual format language read into the constraints it
/// stands for, as `NSLayoutConstraint.constraints(withVisualFormat:...)`
/// reads it:
///
/// ```
/// H:|-0-[actionLabel]-0-[optionsLabel]-0-|
/// V:|-(>=8)-[title(==44@750)]-[body(==title)]
/// ```
///
/// The grammar: an optional orientation (`H:`, the default, or `V:`); an
/// optional superview `|` and connection; one or more views in brackets,
/// joined by connections; an optional connection and `|`. A view is
/// `[name]` or `[name(predicates)]`, its predicates constraining its width
/// (or height in `V:`) to a number, a metric or another view's. A
/// connection is nothing (flush: 0), `-` (the standard spacing: 8 between
/// views, 20 to the superview), `-8-`, `-metric-` or `-(predicates)-`. A
/// predicate is an optional relation (`==`, `>=`, `<=`), a number, metric
/// or (in a view) a view name, and an optional `@priority` (a number or a
/// metric, 1 to 1000). Whitespace is not allowed, as in Apple's.
///
/// Every constraint is required unless it says otherwise, as Apple's are.
/// Horizontal ones run leading to trailing (see
/// ``HeadlessView/effectiveLayoutDirection``). A spacing next to `|`
/// relates the view to the superview with the superview first
/// (`superview.trailing >= label.trailing + 0`), as Apple writes it.
struct VisualFormat {
    /// A position in a chain: the superview's edge or a view, by its place
    /// in ``names``.
    enum Element {
        case superview
        case view(Int, predicates: [Predicate])
    }

    /// One predicate: a relation, a number or a view (by its place in
    /// ``names``), a priority.
    struct Predicate {
        var relation: ConstraintRelation
        var constant: Double
        var view: Int?
        var priority: ConstraintPriority
    }

    let axis: LayoutAxis
    /// The elements in order, and the predicates of the connection after
    /// each (the last element's is empty).
    var elements: [Element] = []
    var connections: [[Predicate]] = []
    /// The names of the views the format holds, as a view or in a
    /// predicate, each once, in the order first read.
    var names: [String] = []
    /// Whether the format has a `|`.
    var usesSuperview = false

    /// The standard spacing between two views, and between a view and its
    /// superview's edge.
    static let siblingSpacing = 8.0
    static let superviewSpacing = 20.0

    /// The formats read so far, by format and metrics: an Auto Layout
    /// view writes the same strings for every instance, and a string is read
    /// once (at most ``cacheLimit`` kept).
    @MainActor static var cache: [CacheKey: VisualFormat] = [:]
    static let cacheLimit = 256

    struct CacheKey: Hashable {
        var format: String
        var metrics: [String: Double]
    }

    /// `format` read, from the cache when it was read before with the same
    /// metrics and `views` has every view it names, with the views of its
    /// ``names`` (each looked up once).
    ///
    /// - Throws: As ``init(_:metrics:views:)``.
    /// - Complexity: O(*n*) for *n* characters, hashing the format.
    @MainActor
    static func read(
        _ format: String, metrics: [String: Double], views: [String: HeadlessView]
    ) throws(LayoutError) -> (format: VisualFormat, views: [HeadlessView]) {
        let key = CacheKey(format: format, metrics: metrics)
        if let cached = cache[key], let resolved = cached.resolved(in: views) { return (cached, resolved) }
        let read = try VisualFormat(format, metrics: metrics, views: views)
        // Reading found every name in `views`.
        guard let resolved = read.resolved(in: views) else {
            throw LayoutError(.invalidVisualFormat, "\(format): a view it names is missing")
        }
        if cache.count >= cacheLimit { cache.removeAll() }
        cache[key] = read
        return (read, resolved)
    }

    /// The view of each of ``names`` in `views`, or `nil` when one is missing.
    func resolved(in views: [String: HeadlessView]) -> [HeadlessView]? {
        var resolved: [HeadlessView] = []
        resolved.reserveCapacity(names.count)
        for name in names {
            guard let view = views[name] else { return nil }
            resolved.append(view)
        }
        return resolved
    }

    /// Reads `format`.
    ///
    /// - Throws: ``LayoutError`` of kind ``LayoutError/Kind/invalidVisualFormat``,
    ///   naming the column (from 1) where the string stops following the
    ///   grammar, or the name no view or metric has.
    /// - Complexity: O(*n*) for *n* characters.
    init(_ format: String, metrics: [String: Double], views: [String: HeadlessView]) throws(LayoutError) {
        var reader = Reader(format: format, metrics: metrics, views: views)
        axis = try reader.orientation()
        if reader.take("|") {
            usesSuperview = true
            elements.append(.superview)
            connections.append(try reader.connection(toSuperview: true))
        }
        repeat {
            elements.append(try reader.view())
            if reader.isAtEnd { break }
            let next = try reader.connection(toSuperview: reader.peekAfterConnection == "|")
            connections.append(next)
            if reader.take("|") {
                usesSuperview = true
                elements.append(.superview)
                break
            }
        } while true
        connections.append([])
        names = reader.names
        if !reader.isAtEnd { throw reader.error("expected the end of the format after '|'") }
    }

    /// Appends to `made` the constraints the format stands for, in
    /// `superview`, as the layout DSL's: the connections from left to
    /// right, then each view's own predicates.
    ///
    /// - Parameters:
    ///   - superview: The view `|` stands for.
    ///   - views: The view of each of ``names``, as ``read(_:metrics:views:)``
    ///     gives them.
    ///   - made: Where the constraints go.
    @MainActor
    func appendConstraints(
        in superview: HeadlessView, views: [HeadlessView], to made: inout [LayoutConstraint]
    ) {
        let (start, end): (LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let length: LayoutAttribute = axis == .horizontal ? .width : .height
        let parent = LayoutItem(superview)
        for index in elements.indices.dropLast() {
            for predicate in connections[index] {
                switch (elements[index], elements[index + 1]) {
                case (.superview, .view(let name, _)):
                    made.append(
                        LayoutConstraint(
                            LayoutItem(views[name]), start, predicate.relation, parent, start,
                            constant: predicate.constant, priority: predicate.priority))
                case (.view(let name, _), .superview):
                    made.append(
                        LayoutConstraint(
                            parent, end, predicate.relation, LayoutItem(views[name]), end,
                            constant: predicate.constant, priority: predicate.priority))
                case (.view(let before, _), .view(let after, _)):
                    made.append(
                        LayoutConstraint(
                            LayoutItem(views[after]), start, predicate.relation, LayoutItem(views[before]), end,
                            constant: predicate.constant, priority: predicate.priority))
                case (.superview, .superview):
                    break
                }
            }
        }
        for case .view(let name, let predicates) in elements {
            for predicate in predicates {
                let other = predicate.view.map { LayoutItem(views[$0]) }
                made.append(
                    LayoutConstraint(
                        LayoutItem(views[name]), length, predicate.relation, other, other == nil ? nil : length,
                        constant: predicate.constant, priority: predicate.priority))
            }
        }
    }
}

/// Reads a visual format string one character at a time, keeping the
/// column for errors.
private struct Reader {
    let format: String
    let characters: [Character]
    let metrics: [String: Double]
    let views: [String: HeadlessView]
    var index = 0
    /// The view names read, each once (``VisualFormat/names``).
    var names: [String] = []

    init(format: String, metrics: [String: Double], views: [String: HeadlessView]) {
        self.format = format
        self.characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    var isAtEnd: Bool { index == characters.count }
    var current: Character? { isAtEnd ? nil : characters[index] }

    /// The character after the connection that starts here, to tell a
    /// connection to the superview from one to a view.
    var peekAfterConnection: Character? {
        guard current == "-" else { return current }
        var look = index + 1
        var depth = 0
        while look < characters.count {
            let character = characters[look]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, character == "-" { return look + 1 < characters.count ? characters[look + 1] : nil }
            if depth == 0, character == "[" || character == "|" { return character }
            look += 1
        }
        return nil
    }

    func error(_ expected: String, at column: Int? = nil) -> LayoutError {
        let column = (column ?? index) + 1
        return LayoutError(.invalidVisualFormat, "\(format): column \(column): \(expected)")
    }

    mutating func take(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    mutating func expect(_ character: Character, _ what: String) throws(LayoutError) {
        guard take(character) else {
            throw error("expected \(what), found \(current.map { "'\($0)'" } ?? "the end")")
        }
    }

    /// `H:`, `V:` or nothing (horizontal).
    mutating func orientation() throws(LayoutError) -> LayoutAxis {
        guard characters.count >= 2, characters[1] == ":" else { return .horizontal }
        switch characters[0] {
        case "H": index = 2; return .horizontal
        case "V": index = 2; return .vertical
        default: throw error("expected 'H:' or 'V:'")
        }
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view() throws(LayoutError) -> VisualFormat.Element {
        try expect("[", "'[' to start a view")
        let column = index
        let name = try identifier("a view name")
        guard views[name] != nil else { throw error("no view is named '\(name)'", at: column) }
        let place = place(of: name)
        var predicates: [VisualFormat.Predicate] = []
        if current == "(" { predicates = try predicateList(allowsViews: true) }
        try expect("]", "']' to end the view '\(name)'")
        return .view(place, predicates: predicates)
    }

    /// The place of `name` in ``names``, added when new.
    mutating func place(of name: String) -> Int {
        if let place = names.firstIndex(of: name) { return place }
        names.append(name)
        return names.count - 1
    }

    /// What joins two elements: nothing, `-`, `-8-`, `-metric-` or
    /// `-(predicates)-`.
    mutating func connection(toSuperview: Bool) throws(LayoutError) -> [VisualFormat.Predicate] {
        let standard = toSuperview ? VisualFormat.superviewSpacing : VisualFormat.siblingSpacing
        guard take("-") else {
            guard current == "[" || (current == "|" && toSuperview) else {
                throw error("expected '-', '[' or '|', found \(current.map { "'\($0)'" } ?? "the end")")
            }
            return [VisualFormat.Predicate(relation: .equal, constant: 0, priority: .required)]
        }
        if current == "[" || current == "|" {
            return [VisualFormat.Predicate(relation: .equal, constant: standard, priority: .required)]
        }
        let predicates: [VisualFormat.Predicate]
        if current == "(" {
            predicates = try predicateList(allowsViews: false)
        } else {
            predicates = [
                VisualFormat.Predicate(relation: .equal, constant: try constant(), priority: .required)
            ]
        }
        try expect("-", "'-' to end the spacing")
        return predicates
    }

    /// `(predicate,predicate...)`.
    mutating func predicateList(allowsViews: Bool) throws(LayoutError) -> [VisualFormat.Predicate] {
        try expect("(", "'('")
        var predicates = [try predicate(allowsViews: allowsViews)]
        while take(",") { predicates.append(try predicate(allowsViews: allowsViews)) }
        try expect(")", "',' or ')'")
        return predicates
    }

    /// `[relation]object[@priority]`.
    mutating func predicate(allowsViews: Bool) throws(LayoutError) -> VisualFormat.Predicate {
        var relation = ConstraintRelation.equal
        let relations: [(String, ConstraintRelation)] = [
            ("==", .equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual),
        ]
        for (text, candidate) in relations where hasPrefix(text) {
            relation = candidate
            index += 2
            break
        }
        var predicate = VisualFormat.Predicate(relation: relation, constant: 0, priority: .required)
        let column = index
        if let current, current.isLetter || current == "_" {
            let name = try identifier("a metric or view name")
            if let metric = metrics[name] {
                predicate.constant = metric
            } else if allowsViews, views[name] != nil {
                predicate.view = place(of: name)
            } else {
                throw error("no \(allowsViews ? "metric or view" : "metric") is named '\(name)'", at: column)
            }
        } else {
            predicate.constant = try number()
        }
        if take("@") {
            let priorityColumn = index
            let value = try constant()
            let priority = ConstraintPriority(value)
            guard priority.isValid else { throw error("a priority must be from 1 to 1000", at: priorityColumn) }
            predicate.priority = priority
        }
        return predicate
    }

    /// A number or a metric's name.
    mutating func constant() throws(LayoutError) -> Double {
        guard let current, current.isLetter || current == "_" else { return try number() }
        let column = index
        let name = try identifier("a metric name")
        guard let metric = metrics[name] else { throw error("no metric is named '\(name)'", at: column) }
        return metric
    }

    /// A decimal number, possibly negative.
    mutating func number() throws(LayoutError) -> Double {
        let start = index
        _ = take("-")
        while let current, current.isASCII, current.isNumber || current == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            throw error("expected a number, found \(current.map { "'\($0)'" } ?? "the end")")
        }
        return value
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func identifier(_ what: String) throws(LayoutError) -> String {
        let start = index
        guard let first = current, first.isASCII, first.isLetter || first == "_" else {
            throw error("expected \(what), found \(current.map { "'\($0)'" } ?? "the end")")
        }
        index += 1
        while let current, current.isASCII, current.isLetter || current.isNumber || current == "_" { index += 1 }
        return String(characters[start..<index])
    }

    func hasPrefix(_ text: String) -> Bool {
        let prefix = Array(text)
        guard index + prefix.count <= characters.count else { return false }
        return Array(characters[index..<(index + prefix.count)]) == prefix
    }
}
