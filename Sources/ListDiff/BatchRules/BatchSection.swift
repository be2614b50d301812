/// A section as the rules read it from an array (``SectionsOutline``): an
/// identifier, and items that have identifiers.
///
/// ``Section`` conforms, and so does the list a plan's replay holds
/// (``PlanReplay/Section``); a transition is replayed into any such list
/// (``BatchTransition/replay(_:insertingSection:insertingItem:refreshing:reloading:)``).
package protocol BatchSection<ID, Item> {
    /// The type of the section's identifier.
    associatedtype ID: Hashable
    /// The type of its items.
    associatedtype Item: Identifiable

    /// The section's identifier.
    var id: ID { get }
    /// The section's items, in order.
    var items: [Item] { get set }
}

extension Section: BatchSection {}
