/// What the data handed to an index-based update holds after it: the counts
/// UIKit checks the update against, and the identifiers the result must show.
package struct ExpectedOutline<SectionID: Hashable, ItemID: Hashable> {
    /// The section identifiers after the update, in order.
    package var sectionIDs: [SectionID]
    /// Each section's item identifiers after the update, in order.
    package var itemIDs: [[ItemID]]
    /// How often each section identifier occurs.
    package var sectionCounts: [SectionID: Int]
    /// How often each item identifier occurs.
    package var itemCounts: [ItemID: Int]

    /// Creates the expectation from the identifiers after the update.
    ///
    /// - Complexity: O(*n*), for *n* sections and items.
    package init(sectionIDs: [SectionID], itemIDs: [[ItemID]]) {
        self.sectionIDs = sectionIDs
        self.itemIDs = itemIDs
        var sectionCounts: [SectionID: Int] = [:]
        var itemCounts: [ItemID: Int] = [:]
        for (section, items) in zip(sectionIDs, itemIDs) {
            sectionCounts[section, default: 0] += 1
            for item in items { itemCounts[item, default: 0] += 1 }
        }
        self.sectionCounts = sectionCounts
        self.itemCounts = itemCounts
    }
}
