import ListDiff

/// A test item: an integer identifier and an integer content.
public struct TestItem: Diffable, Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var content: Int

    public init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    public var description: String { content == 0 ? "\(id)" : "\(id):\(content)" }
}

/// A test section model: an identifier and a content.
public struct TestSectionModel: Diffable, Hashable, Sendable {
    public var id: Int
    public var content: Int

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
