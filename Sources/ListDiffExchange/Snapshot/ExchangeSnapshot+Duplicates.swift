extension ExchangeSnapshot {
    /// An identifier that a snapshot repeats: where it first is, and where
    /// it is again.
    package struct RepeatedIdentifier: Hashable, Sendable, CustomStringConvertible {
        /// Whether a section's identifier repeats (else an item's).
        package var isSection: Bool
        /// The identifier.
        package var id: ExchangeID
        /// The path of the repeat, such as `sections[1].items[4]`.
        package var path: String
        /// The path of the first occurrence.
        package var firstPath: String

        /// `the item identifier 7 is also at [1]`.
        package var description: String {
            "the \(isSection ? "section" : "item") identifier \(id) is also at \(firstPath)"
        }
    }

    /// The first identifier the snapshot repeats, in reading order (a
    /// section's identifier before its items'): a section identifier that
    /// another section has, or an item identifier that an item of any
    /// section has. `nil` when every identifier is unique.
    ///
    /// - Complexity: O(*n*) expected, where *n* is the number of sections
    ///   and items.
    package func firstRepeatedIdentifier() -> RepeatedIdentifier? {
        var sectionIDs: [ExchangeID: Int] = [:]
        var itemIDs: [ExchangeID: ItemPlace] = [:]
        itemIDs.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        for (sectionIndex, section) in sections.enumerated() {
            if !isFlat, let first = sectionIDs.updateValue(sectionIndex, forKey: section.id) {
                return RepeatedIdentifier(
                    isSection: true, id: section.id, path: "\(listPath)[\(sectionIndex)]",
                    firstPath: "\(listPath)[\(first)]")
            }
            for (itemIndex, item) in section.items.enumerated() {
                let place = ItemPlace(section: sectionIndex, item: itemIndex)
                if let first = itemIDs.updateValue(place, forKey: item.id) {
                    return RepeatedIdentifier(
                        isSection: false, id: item.id, path: path(of: place), firstPath: path(of: first))
                }
            }
        }
        return nil
    }

    /// A section's index and an item's index in it.
    private struct ItemPlace {
        var section: Int
        var item: Int
    }

    /// The path of an item in the document: `[3]`, `items[3]` or
    /// `sections[1].items[3]`.
    private func path(of place: ItemPlace) -> String {
        isFlat ? "\(listPath)[\(place.item)]" : "\(listPath)[\(place.section)].items[\(place.item)]"
    }
}
