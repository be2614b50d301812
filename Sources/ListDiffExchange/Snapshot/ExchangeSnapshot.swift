import ListDiff

/// A snapshot in the exchange format: the sections of a list at one moment.
package struct ExchangeSnapshot: Hashable, Sendable {
    /// The sections, in order. A flat snapshot has one, with the id `""`.
    package var sections: [ExchangeSection]
    /// Whether the file used the `{"items": [...]}` shorthand.
    package var isFlat: Bool

    package init(sections: [ExchangeSection], isFlat: Bool = false) {
        self.sections = sections
        self.isFlat = isFlat
    }

    /// A flat snapshot: one section with id `""` and no content.
    package init(items: [ExchangeItem]) {
        self.init(sections: [ExchangeSection(id: .string(""), items: items)], isFlat: true)
    }
}

/// A plan between exchange-format snapshots.
package typealias ExchangePlan = Plan<ExchangeID, ExchangeID>
