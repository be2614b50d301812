/// A section made of a model, which gives its identifier and content, and an
/// array of items.
///
/// ```swift
/// let fruit = Section(model: Header(id: "fruit", title: "Fruit"),
///                     items: [Fruit(id: "apple", price: 3)])
/// ```
public struct Section<Model: Diffable, Item: Diffable>: DiffableSection {
    /// The section's model: its identifier and its own content.
    public var model: Model

    /// The section's items, in display order.
    public var items: [Item]

    /// Creates a section from its model and items.
    @inlinable
    public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }

    /// Creates a section with the model of `section` and other items.
    @inlinable
    public init(_ section: Section, items: [Item]) {
        self.init(model: section.model, items: items)
    }

    /// The identifier of the section's model.
    @inlinable
    public var id: Model.ID { model.id }

    /// Compares the models' content; the items are not part of it.
    @inlinable
    public func isContentEqual(to other: Section) -> Bool {
        model.isContentEqual(to: other.model)
    }
}

extension Section: Equatable where Model: Equatable, Item: Equatable {}
extension Section: Hashable where Model: Hashable, Item: Hashable {}
extension Section: Sendable where Model: Sendable, Item: Sendable {}
