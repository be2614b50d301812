/// An array of sections as the rules read it: the one ``ListOutline`` over
/// arrays, for a plan's replay, the stage lists a picture draws and tests.
///
/// ```swift
/// let rules = BatchRules(outline: SectionsOutline(sections))
/// ```
package struct SectionsOutline<Section: BatchSection>: ListOutline {
    /// The sections, in order.
    package var sections: [Section]

    /// The list `sections`.
    package init(_ sections: [Section]) {
        self.sections = sections
    }

    /// The number of sections.
    package var sectionCount: Int { sections.count }
    /// The identifier of section `section`.
    package func sectionID(at section: Int) -> Section.ID { sections[section].id }
    /// The number of items in section `section`.
    package func itemCount(inSection section: Int) -> Int { sections[section].items.count }
    /// The identifier of the item at `path`.
    package func itemID(at path: ItemPath) -> Section.Item.ID { sections[path.section].items[path.item].id }
}

extension SectionsOutline {
    /// A list given by identifiers alone: each section's identifier with its
    /// items' identifiers.
    ///
    /// ```swift
    /// let outline = SectionsOutline(identifiers: [("a", ["x", "y"]), ("b", ["z"])])
    /// ```
    package init<SectionID, ItemID>(identifiers: [(SectionID, [ItemID])])
    where Section == PlanReplay<SectionID, ItemID>.Section {
        self.init(identifiers.map { PlanReplay.Section(id: $0.0, itemIDs: $0.1) })
    }
}
