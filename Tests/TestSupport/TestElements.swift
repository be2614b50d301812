import ListDiff

/// A test item: an integer identifier and an integer content.
public struct TestItem: Diffable, Hashable, Sendable, CustomStringConvertible {
    /// The identifier.
    public var id: Int
    /// The content.
    public var content: Int

    /// Creates an item.
    public init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    /// `id`, or `id:content` when the content is not 0.
    public var description: String { content == 0 ? "\(id)" : "\(id):\(content)" }
}

/// A test section model: an identifier and a content.
public struct TestSectionModel: Diffable, Hashable, Sendable {
    /// The identifier.
    public var id: Int
    /// The content.
    public var content: Int

    /// Creates a section model.
    public init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }
}

/// A test section.
public typealias TestSection = Section<TestSectionModel, TestItem>

extension Section where Model == TestSectionModel, Item == TestItem {
    /// A section with identifier `id`, content `content` and items with the
    /// given identifiers and no content.
    public init(_ id: Int, content: Int = 0, _ itemIDs: [Int]) {
        self.init(model: TestSectionModel(id: id, content: content), items: itemIDs.map { TestItem(id: $0) })
    }
}
