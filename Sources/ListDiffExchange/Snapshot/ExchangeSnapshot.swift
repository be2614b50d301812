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

    package init(sections: [ExchangeSection], isFlat: Bool = false) {
        self.sections = sections
        self.isFlat = isFlat
    }

    /// A flat snapshot: one section with id `""` and no content.
    package init(items: [ExchangeItem]) {
        self.init(sections: [ExchangeSection(id: .string(""), items: items)], isFlat: true)
    }
}

/// A plan between exchange-format snapshots, as `Plan(from:to:)` makes it
/// from their ``ExchangeSnapshot/sections``.
public typealias ExchangePlan = Plan<ExchangeID, ExchangeID>
