/// Read access to the outline of a list (its sections and the identifiers of
/// their items), which is all that checking a batch update needs.
///
/// ``BatchRules`` reads a list through it: a plan being replayed, a headless
/// table's data or a test's arrays.
package protocol ListOutline<SectionID, ItemID> {
    /// The type of section identifiers.
    associatedtype SectionID: Hashable
    /// The type of item identifiers.
    associatedtype ItemID: Hashable

    /// The number of sections.
    var sectionCount: Int { get }
    /// The identifier of section `section`.
    func sectionID(at section: Int) -> SectionID
    /// The number of items in section `section`.
    func itemCount(inSection section: Int) -> Int
    /// The identifier of the item at `path`.
    func itemID(at path: ItemPath) -> ItemID
}
