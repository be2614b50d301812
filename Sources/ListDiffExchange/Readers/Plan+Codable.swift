import ListDiff

/// A plan encodes as the exchange format's JSON plan: `{"stages": [...],
/// "counts": {...}}`, each stage a `sections` and an `items` group of
/// `delete`, `insert`, `move` and `reload` lists, empty ones left out,
/// section positions as integers and item positions as `[section, item]`.
///
/// With `Codable` a plan can be part of a larger message and go through any
/// encoder; its identifiers encode as their own `Codable` form, so
/// `Plan<String, Int>` works as well as ``ExchangePlan``. Decoding checks
/// `counts` against the stages. For the exact text `listdiff` prints, and
/// errors with a line and column, use ``ExchangePlan``'s `json()` and
/// `init(json:)`.
extension Plan: Codable where SectionID: Codable, ItemID: Codable {
    enum PlanKey: String, CodingKey { case stages, counts }
    enum GroupKey: String, CodingKey { case sections, items }
    enum ListKey: String, CodingKey { case delete, insert, move, reload }
    enum OperationKey: String, CodingKey { case at, from, to, id, items }
    enum CountKey: String, CodingKey { case deletes, inserts, moves, reloads, stages }

    /// Encodes the plan as the exchange format's JSON plan.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: What the encoder throws, or what an identifier's encoding
    ///   throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PlanKey.self)
        var stagesContainer = container.nestedUnkeyedContainer(forKey: .stages)
        for stage in stages {
            var groups = stagesContainer.nestedContainer(keyedBy: GroupKey.self)
            if !(stage.sectionDeletes.isEmpty && stage.sectionInserts.isEmpty && stage.sectionMoves.isEmpty
                && stage.sectionReloads.isEmpty)
            {
                var lists = groups.nestedContainer(keyedBy: ListKey.self, forKey: .sections)
                try Self.encode(stage.sectionDeletes, .delete, in: &lists) { try $0.encode($1.at, forKey: .at) }
                try Self.encode(stage.sectionInserts, .insert, in: &lists) { fields, insert in
                    try fields.encode(insert.at, forKey: .at)
                    try fields.encode(insert.items, forKey: .items)
                }
                try Self.encode(stage.sectionMoves, .move, in: &lists) { fields, move in
                    try fields.encode(move.from, forKey: .from)
                    try fields.encode(move.to, forKey: .to)
                }
                try Self.encode(stage.sectionReloads, .reload, in: &lists) { try $0.encode($1.at, forKey: .at) }
            }
            if !(stage.itemDeletes.isEmpty && stage.itemInserts.isEmpty && stage.itemMoves.isEmpty
                && stage.itemReloads.isEmpty)
            {
                var lists = groups.nestedContainer(keyedBy: ListKey.self, forKey: .items)
                try Self.encode(stage.itemDeletes, .delete, in: &lists) { try $0.encode(Self.pair($1.at), forKey: .at) }
                try Self.encode(stage.itemInserts, .insert, in: &lists) { try $0.encode(Self.pair($1.at), forKey: .at) }
                try Self.encode(stage.itemMoves, .move, in: &lists) { fields, move in
                    try fields.encode(Self.pair(move.from), forKey: .from)
                    try fields.encode(Self.pair(move.to), forKey: .to)
                }
                try Self.encode(stage.itemReloads, .reload, in: &lists) { try $0.encode(Self.pair($1.at), forKey: .at) }
            }
        }
        var countsContainer = container.nestedContainer(keyedBy: CountKey.self, forKey: .counts)
        let counts = self.counts
        try countsContainer.encode(counts.deletes, forKey: .deletes)
        try countsContainer.encode(counts.inserts, forKey: .inserts)
        try countsContainer.encode(counts.moves, forKey: .moves)
        try countsContainer.encode(counts.reloads, forKey: .reloads)
        try countsContainer.encode(counts.stages, forKey: .stages)
    }

    /// Decodes a plan from the exchange format's JSON plan.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a value of the wrong shape, a negative
    ///   position, an item position that is not two integers, or `counts`
    ///   that are not the stages' counts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PlanKey.self)
        var stagesContainer = try container.nestedUnkeyedContainer(forKey: .stages)
        var stages: [Stage<SectionID, ItemID>] = []
        while !stagesContainer.isAtEnd {
            let groups = try stagesContainer.nestedContainer(keyedBy: GroupKey.self)
            var stage = Stage<SectionID, ItemID>()
            if groups.contains(.sections) {
                let lists = try groups.nestedContainer(keyedBy: ListKey.self, forKey: .sections)
                stage.sectionDeletes = try Self.decode(.delete, in: lists) {
                    Placement(at: try Self.index($0, .at), id: try $0.decode(SectionID.self, forKey: .id))
                }
                stage.sectionInserts = try Self.decode(.insert, in: lists) {
                    SectionInsertion(
                        at: try Self.index($0, .at), id: try $0.decode(SectionID.self, forKey: .id),
                        items: try $0.decode([ItemID].self, forKey: .items))
                }
                stage.sectionMoves = try Self.decode(.move, in: lists) {
                    IdentifiedMove(
                        from: try Self.index($0, .from), to: try Self.index($0, .to),
                        id: try $0.decode(SectionID.self, forKey: .id))
                }
                stage.sectionReloads = try Self.decode(.reload, in: lists) {
                    Placement(at: try Self.index($0, .at), id: try $0.decode(SectionID.self, forKey: .id))
                }
            }
            if groups.contains(.items) {
                let lists = try groups.nestedContainer(keyedBy: ListKey.self, forKey: .items)
                stage.itemDeletes = try Self.decode(.delete, in: lists) {
                    Placement(at: try Self.path($0, .at), id: try $0.decode(ItemID.self, forKey: .id))
                }
                stage.itemInserts = try Self.decode(.insert, in: lists) {
                    Placement(at: try Self.path($0, .at), id: try $0.decode(ItemID.self, forKey: .id))
                }
                stage.itemMoves = try Self.decode(.move, in: lists) {
                    IdentifiedMove(
                        from: try Self.path($0, .from), to: try Self.path($0, .to),
                        id: try $0.decode(ItemID.self, forKey: .id))
                }
                stage.itemReloads = try Self.decode(.reload, in: lists) {
                    Placement(at: try Self.path($0, .at), id: try $0.decode(ItemID.self, forKey: .id))
                }
            }
            stages.append(stage)
        }
        self.init(stages: stages)
        let countsContainer = try container.nestedContainer(keyedBy: CountKey.self, forKey: .counts)
        let counts = self.counts
        let expected: [(CountKey, Int)] = [
            (.deletes, counts.deletes), (.inserts, counts.inserts), (.moves, counts.moves),
            (.reloads, counts.reloads), (.stages, counts.stages),
        ]
        for (key, actual) in expected where try countsContainer.decode(Int.self, forKey: key) != actual {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: countsContainer, debugDescription: "\(key.rawValue) is not the stages' \(actual)")
        }
    }

    /// Encodes a list of operations unless it is empty, each operation's
    /// fields written by `fields` and its `id` after them.
    static func encode<Operation: IdentifiedOperation>(
        _ operations: [Operation], _ key: ListKey, in lists: inout KeyedEncodingContainer<ListKey>,
        _ fields: (inout KeyedEncodingContainer<OperationKey>, Operation) throws -> Void
    ) throws where Operation.ID: Encodable {
        guard !operations.isEmpty else { return }
        var list = lists.nestedUnkeyedContainer(forKey: key)
        for operation in operations {
            var container = list.nestedContainer(keyedBy: OperationKey.self)
            try fields(&container, operation)
            try container.encode(operation.id, forKey: .id)
        }
    }

    /// Decodes a list of operations that may be left out.
    static func decode<Operation>(
        _ key: ListKey, in lists: KeyedDecodingContainer<ListKey>,
        _ operation: (KeyedDecodingContainer<OperationKey>) throws -> Operation
    ) throws -> [Operation] {
        guard lists.contains(key) else { return [] }
        var list = try lists.nestedUnkeyedContainer(forKey: key)
        var result: [Operation] = []
        while !list.isAtEnd {
            result.append(try operation(try list.nestedContainer(keyedBy: OperationKey.self)))
        }
        return result
    }

    /// An item position as written: `[section, item]`.
    static func pair(_ path: ItemPath) -> [Int] { [path.section, path.item] }

    /// A section position: a non-negative integer.
    static func index(_ fields: KeyedDecodingContainer<OperationKey>, _ key: OperationKey) throws -> Int {
        let index = try fields.decode(Int.self, forKey: key)
        guard index >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: fields, debugDescription: "a position must not be negative, found \(index)")
        }
        return index
    }

    /// An item position: two non-negative integers.
    static func path(_ fields: KeyedDecodingContainer<OperationKey>, _ key: OperationKey) throws -> ItemPath {
        let parts = try fields.decode([Int].self, forKey: key)
        guard parts.count == 2, parts.allSatisfy({ $0 >= 0 }) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: fields, debugDescription: "expected an item position [section, item], found \(parts)")
        }
        return ItemPath(section: parts[0], item: parts[1])
    }
}

/// An operation of a plan with an identifier: what ``Plan``'s encoding
/// writes the same way for every kind.
protocol IdentifiedOperation {
    associatedtype ID
    var id: ID { get }
}

extension Placement: IdentifiedOperation {}
extension IdentifiedMove: IdentifiedOperation {}
extension SectionInsertion: IdentifiedOperation {}
