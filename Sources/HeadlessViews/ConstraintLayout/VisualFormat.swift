@_spi(Lifetimes) import CellModels
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
///
/// A read format is immutable and shared: the cache hands out the same one
/// to every view that writes the string.
final class VisualFormat: Sendable {
    /// A position in a chain while it is read: the superview's edge or a
    /// view, by its place in ``names``.
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

    /// One constraint the format stands for, its sides by place: a place
    /// in ``names``, or `names.count` for the superview (`|`).
    struct Rule {
        var first: Int
        var firstAttribute: LayoutAttribute
        var relation: ConstraintRelation
        /// `nil` for a constraint to a number.
        var second: Int?
        var secondAttribute: LayoutAttribute?
        var constant: Double
        var priority: ConstraintPriority
    }

    let axis: LayoutAxis
    /// The constraints, in the order Apple's reading makes them: the
    /// connections from left to right, then each view's own predicates.
    let rules: [Rule]
    /// The names of the views the format holds, as a view or in a
    /// predicate, each once, in the order first read.
    let names: [String]
    /// The length of each of ``names`` in UTF-8, compared before the name.
    let nameLengths: [Int]
    /// Whether the view at each place of the sides (``names``, then the
    /// superview) must be put into the superview: with a `|`, each view of
    /// the chain must (not one only named in a predicate).
    let mustBeChild: [Bool]

    /// The standard spacing between two views, and between a view and its
    /// superview's edge.
    static let siblingSpacing = 8.0
    static let superviewSpacing = 20.0

    /// The formats read so far: an Auto Layout view writes the same
    /// strings for every instance, and a string is read once.
    /// (Unchecked exclusivity: each access is one call on the cache that
    /// calls out to nothing that reaches it again.)
    @exclusivity(unchecked) @MainActor static var cache = ReadFormats()

    /// `format` read, from the cache when it was read before with the same
    /// metrics and `views` has every view it names, with its sides put in
    /// `sides` (see ``resolveSides(in:superview:into:)``).
    ///
    /// - Throws: As ``init(_:metrics:views:)``.
    /// - Complexity: O(1) for a string literal read before (see
    ///   ``ReadFormats``), otherwise O(*n*) for *n* characters; plus a
    ///   lookup of each name.
    @MainActor
    static func read(
        _ format: String, metrics: [String: Double], views: [String: HeadlessView], superview: HeadlessView,
        sides: inout [ObjectLifetime]
    ) throws(LayoutError) -> VisualFormat {
        if let cached = cache.format(format, metrics: metrics),
            cached.resolveSides(in: views, superview: superview, into: &sides)
        {
            return cached
        }
        let read = try VisualFormat(format, metrics: metrics, views: views)
        // Reading found every name in `views`.
        guard read.resolveSides(in: views, superview: superview, into: &sides) else {
            throw LayoutError(.invalidVisualFormat, "\(format): a view it names is missing")
        }
        cache.insert(read, for: format, metrics: metrics)
        return read
    }

    /// Puts in `sides` the lifetime of the view of each of ``names`` in
    /// `views`, then `superview`'s (the place `names.count` in a
    /// ``Rule``), at the start of the array (what follows is stale).
    ///
    /// A views dictionary is small (one per view that writes formats), so
    /// it is walked once, each key compared with the names (lengths first,
    /// which most keys of another length fail) rather than each name
    /// hashed or looked for in a walk of its own: ``names`` are the keys
    /// of the dictionary first read with, and a key written as a literal
    /// compares equal at once.
    ///
    /// - Returns: Whether `views` has every name.
    /// - Complexity: O(*k* · *v*) comparisons of lengths for *v* names and
    ///   *k* views up to ``linearLookupLimit``, otherwise O(*v*) lookups.
    @MainActor
    func resolveSides(
        in views: [String: HeadlessView], superview: HeadlessView, into sides: inout [ObjectLifetime]
    ) -> Bool {
        // Written in place, not emptied and appended to (which goes through
        // the array's general replacement): places past the superview's
        // keep what an earlier format left there.
        let superviewLifetime = superview.lifetime
        // A transaction's first format makes room for most strings' names.
        if sides.capacity == 0 { sides.reserveCapacity(Swift.max(names.count + 1, 8)) }
        while sides.count <= names.count { sides.append(superviewLifetime) }
        sides[names.count] = superviewLifetime
        guard views.count <= Self.linearLookupLimit else {
            for place in names.indices {
                guard let view = views[names[place]] else { return false }
                sides[place] = view.lifetime
            }
            return true
        }
        // Keys are unique, so each name matches one key at most: all are
        // found when as many keys matched, and the walk stops there.
        var found = 0
        for (key, view) in views {
            let length = key.utf8.count
            for place in nameLengths.indices where nameLengths[place] == length && names[place] == key {
                sides[place] = view.lifetime
                found += 1
                break
            }
            if found == names.count { break }
        }
        return found == names.count
    }

    /// The most views a dictionary has for ``resolveSides(in:superview:into:)``
    /// to compare its keys with the names rather than hash each name.
    static let linearLookupLimit = 8

    /// Reads `format`.
    ///
    /// - Throws: ``LayoutError`` of kind ``LayoutError/Kind/invalidVisualFormat``,
    ///   naming the column (from 1) where the string stops following the
    ///   grammar, or the name no view or metric has.
    /// - Complexity: O(*n*) for *n* characters.
    init(_ format: String, metrics: [String: Double], views: [String: HeadlessView]) throws(LayoutError) {
        var reader = Reader(format: format, metrics: metrics, views: views)
        axis = try reader.orientation()
        var elements: [Element] = []
        var connections: [[Predicate]] = []
        var usesSuperview = false
        if reader.take("|") {
            usesSuperview = true
            elements.append(.superview)
            connections.append(try reader.connection(toSuperview: true))
        }
        repeat {
            elements.append(try reader.view())
            if reader.isAtEnd { break }
            let next = try reader.connection(toSuperview: reader.peekAfterConnection == UInt8(ascii: "|"))
            connections.append(next)
            if reader.take("|") {
                usesSuperview = true
                elements.append(.superview)
                break
            }
        } while true
        connections.append([])
        if !reader.isAtEnd { throw reader.error("expected the end of the format after '|'") }
        names = reader.names
        nameLengths = reader.names.map(\.utf8.count)
        var mustBeChild = [Bool](repeating: false, count: reader.names.count + 1)
        if usesSuperview {
            for case .view(let place, _) in elements { mustBeChild[place] = true }
        }
        self.mustBeChild = mustBeChild
        rules = Self.rules(of: elements, connections: connections, axis: axis, superview: reader.names.count)
    }

    /// The constraints a chain stands for: each connection's predicates
    /// between its two elements, from left to right, then each view's own
    /// predicates on its length. A spacing next to `|` has the superview
    /// first at the end (`superview.trailing >= view.trailing + 0`).
    private static func rules(
        of elements: [Element], connections: [[Predicate]], axis: LayoutAxis, superview: Int
    ) -> [Rule] {
        let (start, end): (LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let length: LayoutAttribute = axis == .horizontal ? .width : .height
        var rules: [Rule] = []
        for index in elements.indices.dropLast() {
            for predicate in connections[index] {
                let sides: (first: Int, firstAttribute: LayoutAttribute, second: Int, secondAttribute: LayoutAttribute)
                switch (elements[index], elements[index + 1]) {
                case (.superview, .view(let view, _)): sides = (view, start, superview, start)
                case (.view(let view, _), .superview): sides = (superview, end, view, end)
                case (.view(let before, _), .view(let after, _)): sides = (after, start, before, end)
                case (.superview, .superview): continue
                }
                rules.append(
                    Rule(
                        first: sides.first, firstAttribute: sides.firstAttribute, relation: predicate.relation,
                        second: sides.second, secondAttribute: sides.secondAttribute, constant: predicate.constant,
                        priority: predicate.priority))
            }
        }
        for case .view(let view, let predicates) in elements {
            for predicate in predicates {
                rules.append(
                    Rule(
                        first: view, firstAttribute: length, relation: predicate.relation, second: predicate.view,
                        secondAttribute: predicate.view == nil ? nil : length, constant: predicate.constant,
                        priority: predicate.priority))
            }
        }
        return rules
    }

    /// Appends to `made` the constraints the format stands for, as the
    /// layout DSL's (see ``rules``).
    ///
    /// - Parameters:
    ///   - sides: The lifetimes of the views of ``names`` and of the
    ///     superview, as ``resolveSides(in:superview:into:)`` gives them.
    ///   - related: The ``LayoutConstraint/relatedInTransaction`` of
    ///     every constraint: the transaction's stamp when every side's view
    ///     carries it, otherwise 0.
    ///   - made: Where the constraints go.
    /// - Complexity: O(*c*) for *c* constraints.
    @MainActor
    func appendConstraints(sides: [ObjectLifetime], related: Int = 0, to made: inout [LayoutConstraint]) {
        for rule in rules {
            // No `map` on the optional: a main-actor closure checks its
            // executor on every call.
            var second: ObjectLifetime?
            if let place = rule.second { second = sides[place] }
            let constraint = LayoutConstraint(
                sides[rule.first], .frame, rule.firstAttribute, rule.relation, second, second == nil ? nil : .frame,
                rule.secondAttribute, constant: rule.constant, priority: rule.priority)
            constraint.relatedInTransaction = related
            made.append(constraint)
        }
    }
}

extension VisualFormat {
    /// The formats read so far, by format and metrics (at most
    /// ``limit``), found for a string literal without hashing its
    /// characters: an Auto Layout view passes the same literals for every
    /// instance, and a literal's characters stay at one address for the
    /// program's life, so an open-addressed table keyed by that address
    /// holds the entry last found for it. A hit is confirmed with `==`,
    /// which takes one comparison for the same string; a string that
    /// misses (new, or built at run time) is looked up by its characters.
    struct ReadFormats {
        static let limit = 256
        /// The address table's size: at most half of it is filled.
        static let slotCount = 512

        private struct Key: Hashable {
            var format: String
            var metrics: [String: Double]
        }

        /// A read format with what it was read from, shared by both tables.
        private final class Entry: Sendable {
            let key: Key
            let read: VisualFormat

            init(key: Key, read: VisualFormat) {
                self.key = key
                self.read = read
            }
        }

        private var byKey: [Key: Entry] = [:]
        /// The address table: addresses (0 for an empty slot) and their
        /// entries, probed linearly from an address's first slot.
        private var addresses = [UInt](repeating: 0, count: slotCount)
        private var entries = [Entry?](repeating: nil, count: slotCount)
        /// For an entry read with no metrics (the usual case), its format's
        /// length in UTF-8 and its read format, beside the address: found
        /// with no entry, string or dictionary retained (−1 and `nil`
        /// otherwise).
        private var plainLengths = [Int](repeating: -1, count: slotCount)
        private var plainReads = [VisualFormat?](repeating: nil, count: slotCount)
        private var filled = 0

        /// The address of a string's characters, for one longer than a
        /// small string (whose characters are copied to the stack to be
        /// read, so have no address of their own).
        private static func address(of format: String) -> UInt? {
            guard format.utf8.count > 15 else { return nil }
            return format.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
        }

        /// The slot holding `address`, or the empty slot where it goes: the
        /// first probe's bits mixed by Fibonacci hashing, so that nearby
        /// literals start apart.
        private func slot(of address: UInt) -> Int {
            var slot = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 55) & (Self.slotCount - 1)
            while addresses[slot] != 0, addresses[slot] != address { slot = (slot + 1) & (Self.slotCount - 1) }
            return slot
        }

        /// The format read from `format` with `metrics`, if kept.
        ///
        /// - Complexity: O(1) for a literal found by its address; otherwise
        ///   O(*n*) for *n* characters, hashing them.
        mutating func format(_ format: String, metrics: [String: Double]) -> VisualFormat? {
            let address = Self.address(of: format)
            if let address {
                let slot = slot(of: address)
                // Characters at the same address, as many, are the entry's
                // own: its string keeps them alive, so no other string has
                // them. With no metrics (the usual case) that is the entry.
                if metrics.isEmpty, addresses[slot] == address, plainLengths[slot] == format.utf8.count,
                    let read = plainReads[slot]
                {
                    return read
                }
                // The key's parts compared in place, with no key made.
                if let entry = entries[slot], entry.key.format == format, entry.key.metrics == metrics {
                    return entry.read
                }
            }
            guard let entry = byKey[Key(format: format, metrics: metrics)] else { return nil }
            if let address { remember(entry, at: address) }
            return entry.read
        }

        /// Keeps `read` as the format of `format` with `metrics`, forgetting
        /// every format first when ``limit`` are kept.
        mutating func insert(_ read: VisualFormat, for format: String, metrics: [String: Double]) {
            if byKey.count >= Self.limit { removeAll() }
            let entry = Entry(key: Key(format: format, metrics: metrics), read: read)
            byKey[entry.key] = entry
            if let address = Self.address(of: format) { remember(entry, at: address) }
        }

        /// Puts `entry` at `address` in the address table, emptying the
        /// table first when half of it is filled (strings built at run time
        /// each bring an address).
        private mutating func remember(_ entry: Entry, at address: UInt) {
            if filled >= Self.slotCount / 2 { forgetAddresses() }
            let slot = slot(of: address)
            if addresses[slot] == 0 { filled += 1 }
            addresses[slot] = address
            entries[slot] = entry
            // Found by address alone only when the entry's own string has
            // those characters: another string's could be freed, and its
            // address taken by other characters.
            let isPlain = entry.key.metrics.isEmpty && Self.address(of: entry.key.format) == address
            plainLengths[slot] = isPlain ? entry.key.format.utf8.count : -1
            plainReads[slot] = isPlain ? entry.read : nil
        }

        private mutating func forgetAddresses() {
            addresses = [UInt](repeating: 0, count: Self.slotCount)
            entries = [Entry?](repeating: nil, count: Self.slotCount)
            plainLengths = [Int](repeating: -1, count: Self.slotCount)
            plainReads = [VisualFormat?](repeating: nil, count: Self.slotCount)
            filled = 0
        }

        /// Forgets every format.
        mutating func removeAll() {
            byKey.removeAll()
            forgetAddresses()
        }
    }
}

/// Reads a visual format string one byte of its UTF-8 at a time, keeping
/// the place for errors: the grammar is ASCII, so a byte that is not stops
/// the reading, and only an error counts the characters before it.
private struct Reader {
    let format: String
    let bytes: [UInt8]
    let metrics: [String: Double]
    let views: [String: HeadlessView]
    var index = 0
    /// The view names read, each once (``VisualFormat/names``).
    var names: [String] = []

    init(format: String, metrics: [String: Double], views: [String: HeadlessView]) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.metrics = metrics
        self.views = views
    }

    var isAtEnd: Bool { index == bytes.count }
    var current: UInt8? { isAtEnd ? nil : bytes[index] }

    /// Whether the byte here is `character`.
    func isAt(_ character: Unicode.Scalar) -> Bool { current == UInt8(ascii: character) }

    /// The byte after the connection that starts here, to tell a
    /// connection to the superview from one to a view.
    var peekAfterConnection: UInt8? {
        guard isAt("-") else { return current }
        var look = index + 1
        var depth = 0
        while look < bytes.count {
            let byte = bytes[look]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0, byte == UInt8(ascii: "-") { return look + 1 < bytes.count ? bytes[look + 1] : nil }
            if depth == 0, byte == UInt8(ascii: "[") || byte == UInt8(ascii: "|") { return byte }
            look += 1
        }
        return nil
    }

    /// The format's text from the byte `offset` on.
    private func text(from offset: Int) -> Substring {
        let utf8 = format.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: offset)...])
    }

    /// The character here, quoted, or "the end".
    var found: String { text(from: index).first.map { "'\($0)'" } ?? "the end" }

    func error(_ expected: String, at offset: Int? = nil) -> LayoutError {
        // Columns count characters, as the format's reader sees them.
        let column = format.count - text(from: offset ?? index).count + 1
        return LayoutError(.invalidVisualFormat, "\(format): column \(column): \(expected)")
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard isAt(character) else { return false }
        index += 1
        return true
    }

    mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(LayoutError) {
        guard take(character) else { throw error("expected \(what), found \(found)") }
    }

    /// `H:`, `V:` or nothing (horizontal).
    mutating func orientation() throws(LayoutError) -> LayoutAxis {
        guard bytes.count >= 2, bytes[1] == UInt8(ascii: ":") else { return .horizontal }
        switch bytes[0] {
        case UInt8(ascii: "H"): index = 2; return .horizontal
        case UInt8(ascii: "V"): index = 2; return .vertical
        default: throw error("expected 'H:' or 'V:'")
        }
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view() throws(LayoutError) -> VisualFormat.Element {
        try expect("[", "'[' to start a view")
        let start = index
        let name = try identifier("a view name")
        guard views[name] != nil else { throw error("no view is named '\(name)'", at: start) }
        let place = place(of: name)
        var predicates: [VisualFormat.Predicate] = []
        if isAt("(") { predicates = try predicateList(allowsViews: true) }
        try expect("]", "']' to end the view '\(name)'")
        return .view(place, predicates: predicates)
    }

    /// The place of `name` in ``names``, added when new.
    mutating func place(of name: String) -> Int {
        if let place = names.firstIndex(of: name) { return place }
        // The dictionary's own key, not the characters read: a literal key
        // then compares equal to it at once (``VisualFormat/resolveSides(in:superview:into:)``).
        names.append(views.index(forKey: name).map { views[$0].key } ?? name)
        return names.count - 1
    }

    /// What joins two elements: nothing, `-`, `-8-`, `-metric-` or
    /// `-(predicates)-`.
    mutating func connection(toSuperview: Bool) throws(LayoutError) -> [VisualFormat.Predicate] {
        let standard = toSuperview ? VisualFormat.superviewSpacing : VisualFormat.siblingSpacing
        guard take("-") else {
            guard isAt("[") || (isAt("|") && toSuperview) else {
                throw error("expected '-', '[' or '|', found \(found)")
            }
            return [VisualFormat.Predicate(relation: .equal, constant: 0, priority: .required)]
        }
        if isAt("[") || isAt("|") {
            return [VisualFormat.Predicate(relation: .equal, constant: standard, priority: .required)]
        }
        let predicates: [VisualFormat.Predicate]
        if isAt("(") {
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
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "=") {
            switch bytes[index] {
            case UInt8(ascii: "="): relation = .equal; index += 2
            case UInt8(ascii: ">"): relation = .greaterThanOrEqual; index += 2
            case UInt8(ascii: "<"): relation = .lessThanOrEqual; index += 2
            default: break
            }
        }
        var predicate = VisualFormat.Predicate(relation: relation, constant: 0, priority: .required)
        let start = index
        if Self.isIdentifierByte(current, allowsDigit: false) {
            let name = try identifier("a metric or view name")
            if let metric = metrics[name] {
                predicate.constant = metric
            } else if allowsViews, views[name] != nil {
                predicate.view = place(of: name)
            } else {
                throw error("no \(allowsViews ? "metric or view" : "metric") is named '\(name)'", at: start)
            }
        } else {
            predicate.constant = try number()
        }
        if take("@") {
            let priorityStart = index
            let value = try constant()
            let priority = ConstraintPriority(value)
            guard priority.isValid else { throw error("a priority must be from 1 to 1000", at: priorityStart) }
            predicate.priority = priority
        }
        return predicate
    }

    /// A number or a metric's name.
    mutating func constant() throws(LayoutError) -> Double {
        guard Self.isIdentifierByte(current, allowsDigit: false) else { return try number() }
        let start = index
        let name = try identifier("a metric name")
        guard let metric = metrics[name] else { throw error("no metric is named '\(name)'", at: start) }
        return metric
    }

    /// A decimal number, possibly negative.
    mutating func number() throws(LayoutError) -> Double {
        let start = index
        _ = take("-")
        while let current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(current) || current == UInt8(ascii: ".") {
            index += 1
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            index = start
            throw error("expected a number, found \(found)")
        }
        return value
    }

    /// Whether `byte` may be in an identifier: `[A-Za-z_]`, and a digit
    /// after the first.
    static func isIdentifierByte(_ byte: UInt8?, allowsDigit: Bool) -> Bool {
        switch byte {
        case (UInt8(ascii: "A")...UInt8(ascii: "Z"))?, (UInt8(ascii: "a")...UInt8(ascii: "z"))?, UInt8(ascii: "_")?:
            return true
        case (UInt8(ascii: "0")...UInt8(ascii: "9"))?: return allowsDigit
        default: return false
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func identifier(_ what: String) throws(LayoutError) -> String {
        guard Self.isIdentifierByte(current, allowsDigit: false) else {
            throw error("expected \(what), found \(found)")
        }
        let start = index
        index += 1
        while Self.isIdentifierByte(current, allowsDigit: true) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
