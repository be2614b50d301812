/// The first batch-update rule a stage breaks, as one structured value: the
/// rule, the operation, the positions and the identifiers involved.
///
/// ``BatchRules`` finds it; the exchange format's wording
/// (``specMessage``, behind ``PlanError``) and UIKit's wording
/// (``uikitMessage(_:)``, behind HeadlessList's error) are two renderings of
/// it. Identifiers are kept as they are described in messages (strings
/// quoted).
///
/// "Before" positions are in the list before the stage (deletes, reloads,
/// reconfigures, move sources); "destinations" are in the list after it
/// (inserts, move targets).
package enum BatchViolation: Error, Hashable, Sendable {
    // MARK: The exchange format's option

    /// A list of operations not sorted by position, or naming one twice.
    case unsortedList(BatchList, earlier: String, later: String)

    // MARK: Sections, before the stage

    /// A section operation at an index outside the sections before the stage.
    case sectionOutOfRange(BatchOperation, at: Int, sectionCount: Int)
    /// A section operation whose identifier is not the section's at its index.
    case sectionMismatch(BatchOperation, at: Int, id: String, found: String)
    /// One section claimed by two operations (or twice by one).
    case sectionClaimedTwice(BatchOperation, then: BatchOperation, at: Int)

    // MARK: UIKit's accounting

    /// The number of sections after the update is not before − deleted +
    /// inserted.
    case sectionCountMismatch(after: Int, before: Int, inserted: Int, deleted: Int)
    /// The number of items in a section after the update is not before −
    /// deleted + inserted − moved out + moved in.
    case itemCountMismatch(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

    // MARK: Sections, after the stage

    /// A section insert or move to an index outside the sections after the
    /// stage.
    case sectionDestinationOutOfRange(BatchOperation, from: Int?, to: Int, sectionCount: Int)
    /// Two section inserts or moves to one index.
    case sectionDestinationTaken(BatchOperation, then: BatchOperation, to: Int)

    // MARK: Items, before the stage

    /// An item operation in a section outside the sections before the stage.
    case itemSectionOutOfRange(BatchOperation, at: ItemPath, sectionCount: Int)
    /// An item operation in a section the stage deletes, moves or reloads.
    case itemInChangedSection(BatchOperation, at: ItemPath, section: String, change: BatchOperation)
    /// An item operation at an index outside its section before the stage.
    case itemOutOfRange(BatchOperation, at: ItemPath, itemCount: Int)
    /// An item operation whose identifier is not the item's at its path.
    case itemMismatch(BatchOperation, at: ItemPath, id: String, found: String)
    /// One item claimed by two operations (or twice by one).
    case itemClaimedTwice(BatchOperation, then: BatchOperation, at: ItemPath)

    // MARK: Items, after the stage

    /// An item insert or move into a section outside the sections after the
    /// stage.
    case itemDestinationSectionOutOfRange(BatchOperation, from: ItemPath?, to: ItemPath, sectionCount: Int)
    /// An item insert or move into a section the stage inserts (`change` is
    /// `.insert`), moves or reloads.
    case itemDestinationInChangedSection(
        BatchOperation, from: ItemPath?, to: ItemPath, section: String, change: BatchOperation)
    /// An item insert or move to a negative index.
    case negativeItemDestination(BatchOperation, from: ItemPath?, to: ItemPath)
    /// An item insert or move to an index outside its section after the
    /// stage.
    case itemDestinationOutOfRange(BatchOperation, from: ItemPath?, to: ItemPath, itemCount: Int)
    /// Two item inserts or moves to one path.
    case itemDestinationTaken(BatchOperation, then: BatchOperation, to: ItemPath)

    // MARK: Identifiers

    /// A section insert of an identifier already in the list.
    case duplicateSectionInsert(at: Int, id: String)
    /// An item insert (alone, or in an inserted section) of an identifier
    /// already in the list.
    case duplicateItemInsert(section: Int, item: Int, id: String)
    /// The update's result does not show the data's section there.
    case resultSectionMismatch(at: Int, found: String, expected: String)
    /// The update's result does not show the data's item there.
    case resultItemMismatch(at: ItemPath, found: String, expected: String)
}
