/// A section of a sectioned list: an identifiable, content-comparable element
/// that holds an ordered collection of diffable items.
///
/// A section's own content (its title, its header's state) is compared with
/// `isContentEqual(to:)`; a section whose content changed is reloaded. The
/// items are compared one by one and are not part of the section's content.
///
/// ``Section`` is a ready-made conformance; conform your own section types
/// when they carry more than an identifier, a model and items.
public protocol DiffableSection<ID, Item>: Diffable {
    /// The type of the items the section holds.
    associatedtype Item: Diffable

    /// The items of the section, in display order.
    var items: [Item] { get }

    /// Creates a section with the identifier and content of `section` that
    /// holds `items` instead of its own.
    ///
    /// Applying a plan uses this to build the intermediate snapshots.
    init(_ section: Self, items: [Item])
}
