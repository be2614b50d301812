import ListDiff

/// A snapshot in the exchange format: the sections of a list at one moment,
/// each holding its items.
///
/// Read one from JSON with ``init(json:idKey:sectionIDKey:)`` or
/// ``init(contentsOf:idKey:sectionIDKey:)``, then diff two of them with
/// ListDiff's `Plan(from:to:)`:
///
/// ```swift
/// let old = try ExchangeSnapshot(json: oldData)
/// let new = try ExchangeSnapshot(json: newData)
/// let plan = ExchangePlan(from: old.sections, to: new.sections)
/// ```
public struct ExchangeSnapshot: Hashable, Sendable {
    /// The sections, in order. A flat snapshot has one, with the identifier
    /// `""` and no content.
    public package(set) var sections: [ExchangeSection]
    /// Whether the JSON was a flat list: a top-level array or
    /// `{"items": [...]}`.
    public package(set) var isFlat: Bool
    /// The path of the list in the document, for messages: `""` for a
    /// top-level array, `items` or `sections` (after the fixture's `old` or
    /// `new`, for a fixture's snapshot). Not part of the snapshot's value.
    package var listPath = ""

    package init(sections: [ExchangeSection], isFlat: Bool = false, listPath: String = "sections") {
        self.sections = sections
        self.isFlat = isFlat
        self.listPath = listPath
    }

    /// A flat snapshot: one section with id `""` and no content.
    package init(items: [ExchangeItem], listPath: String = "") {
        self.init(sections: [ExchangeSection(id: .string(""), items: items)], isFlat: true, listPath: listPath)
    }

    /// Whether two snapshots have the same sections, and both are flat or
    /// neither is.
    ///
    /// - Parameters:
    ///   - lhs: A snapshot.
    ///   - rhs: Another snapshot.
    /// - Returns: Whether they are equal.
    /// - Complexity: O(*n*), where *n* is the size of the smaller snapshot.
    public static func == (lhs: ExchangeSnapshot, rhs: ExchangeSnapshot) -> Bool {
        lhs.isFlat == rhs.isFlat && lhs.sections == rhs.sections
    }

    /// Hashes the sections and whether the snapshot is flat.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isFlat)
        hasher.combine(sections)
    }
}

/// A plan between exchange-format snapshots, as `Plan(from:to:)` makes it
/// from their ``ExchangeSnapshot/sections``.
public typealias ExchangePlan = Plan<ExchangeID, ExchangeID>
