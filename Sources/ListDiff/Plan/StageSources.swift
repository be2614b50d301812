/// Where a stage's inserts and refreshes take their content: positions in
/// the new snapshot, kept beside a plan the planner made so that a list
/// applying it takes each new model by position, with no table from
/// identifiers to models. Not part of the exchange format.
///
/// Each array runs parallel to the stage's list of the same name.
@usableFromInline
package struct StageSources: Hashable, Sendable {
    /// For each section insert, the index of the section in the new snapshot.
    @usableFromInline package var sectionInserts: [Int] = []
    /// For each section insert, the positions in that new section of the
    /// items it arrives with (the ones not moved in later).
    @usableFromInline package var sectionInsertItems: [[Int]] = []
    /// For each section reload, the index of the section in the new
    /// snapshot; its items are that section's items, in order.
    @usableFromInline package var sectionReloads: [Int] = []
    /// For each item insert, the item's path in the new snapshot.
    @usableFromInline package var itemInserts: [ItemPath] = []
    /// For each item reload, the item's path in the new snapshot.
    @usableFromInline package var itemReloads: [ItemPath] = []

    @inlinable
    init() {}
}
