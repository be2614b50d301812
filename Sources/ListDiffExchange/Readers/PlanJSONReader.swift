import ListDiff

/// Reads a plan in the exchange format's JSON, exactly as ``PlanJSONWriter``
/// writes it, and reports the first value of the wrong shape with its path,
/// such as `stages[0].items.move[2].to`.
///
/// It accepts what the format allows and nothing else: empty lists and
/// groups may be left out or given, but an unknown key, a negative or
/// fractional position, or `counts` that do not add up is an error.
/// Identifiers are read as ``ExchangeDecoder`` reads them, exactly.
package struct PlanJSONReader {
    package typealias Failure = ExchangeDecoder.Failure

    /// Reads identifiers.
    let decoder = ExchangeDecoder()

    package init() {}

    /// Reads a plan: `{"stages": [STAGE, ...], "counts": {...}}`.
    ///
    /// - Throws: ``ExchangeDecoder/Failure`` at the first value of the wrong
    ///   shape, or at `counts` when they are not the stages' counts.
    /// - Complexity: O(*n*), where *n* is the number of operations.
    package func plan(_ value: JSONValue) throws(Failure) -> ExchangePlan {
        let members = try object(value, at: "", keys: ["stages", "counts"], expected: "a plan object")
        guard let stagesValue = members["stages"], let countsValue = members["counts"] else {
            let missing = members["stages"] == nil ? "stages" : "counts"
            throw Failure(path: "", "a plan needs \"\(missing)\"")
        }
        var stages: [Stage<ExchangeID, ExchangeID>] = []
        for (index, element) in try decoder.array(stagesValue, at: "stages").enumerated() {
            stages.append(try stage(element, at: "stages[\(index)]"))
        }
        let plan = ExchangePlan(stages: stages)
        try checkCounts(countsValue, of: plan)
        return plan
    }

    func stage(_ value: JSONValue, at path: String) throws(Failure) -> Stage<ExchangeID, ExchangeID> {
        let members = try object(value, at: path, keys: ["sections", "items"], expected: "a stage object")
        var stage = Stage<ExchangeID, ExchangeID>()
        if let sections = members["sections"] {
            let path = "\(path).sections"
            let lists = try object(sections, at: path, keys: Self.lists, expected: "an object of section operations")
            stage.sectionDeletes = try list(lists["delete"], at: "\(path).delete") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["at", "id"])
                return Placement(at: try index(fields, "at", at: path), id: try id(fields, at: path))
            }
            stage.sectionInserts = try list(lists["insert"], at: "\(path).insert") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["at", "id", "items"])
                var items: [ExchangeID] = []
                for (index, item) in try decoder.array(fields["items"]!, at: "\(path).items").enumerated() {
                    items.append(try decoder.id(item, at: "\(path).items[\(index)]"))
                }
                return SectionInsertion(
                    at: try index(fields, "at", at: path), id: try id(fields, at: path), items: items)
            }
            stage.sectionMoves = try list(lists["move"], at: "\(path).move") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["from", "to", "id"])
                return IdentifiedMove(
                    from: try index(fields, "from", at: path), to: try index(fields, "to", at: path),
                    id: try id(fields, at: path))
            }
            stage.sectionReloads = try list(lists["reload"], at: "\(path).reload") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["at", "id"])
                return Placement(at: try index(fields, "at", at: path), id: try id(fields, at: path))
            }
        }
        if let items = members["items"] {
            let path = "\(path).items"
            let lists = try object(items, at: path, keys: Self.lists, expected: "an object of item operations")
            stage.itemDeletes = try list(lists["delete"], at: "\(path).delete") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["at", "id"])
                return Placement(at: try itemPath(fields, "at", at: path), id: try id(fields, at: path))
            }
            stage.itemInserts = try list(lists["insert"], at: "\(path).insert") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["at", "id"])
                return Placement(at: try itemPath(fields, "at", at: path), id: try id(fields, at: path))
            }
            stage.itemMoves = try list(lists["move"], at: "\(path).move") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["from", "to", "id"])
                return IdentifiedMove(
                    from: try itemPath(fields, "from", at: path), to: try itemPath(fields, "to", at: path),
                    id: try id(fields, at: path))
            }
            stage.itemReloads = try list(lists["reload"], at: "\(path).reload") { value, path throws(Failure) in
                let fields = try operation(value, at: path, keys: ["at", "id"])
                return Placement(at: try itemPath(fields, "at", at: path), id: try id(fields, at: path))
            }
        }
        return stage
    }

    /// The names of a group's lists.
    static let lists: Set<String> = ["delete", "insert", "move", "reload"]

    /// The operations of a list that may be left out.
    func list<Operation>(
        _ value: JSONValue?, at path: String, _ read: (JSONValue, String) throws(Failure) -> Operation
    ) throws(Failure) -> [Operation] {
        guard let value else { return [] }
        var result: [Operation] = []
        for (index, element) in try decoder.array(value, at: path).enumerated() {
            result.append(try read(element, "\(path)[\(index)]"))
        }
        return result
    }

    /// An operation object, which must have exactly `keys`.
    func operation(_ value: JSONValue, at path: String, keys: [String]) throws(Failure) -> [String: JSONValue] {
        let wording = keys.map { "\"\($0)\"" }.joined(separator: ", ")
        let members = try object(value, at: path, keys: Set(keys), expected: "an operation object with \(wording)")
        if let missing = keys.first(where: { members[$0] == nil }) {
            throw Failure(path: path, "an operation needs \"\(missing)\"")
        }
        return members
    }

    /// An object whose keys are all in `keys`.
    func object(
        _ value: JSONValue, at path: String, keys: Set<String>, expected: String
    ) throws(Failure) -> [String: JSONValue] {
        let members = try decoder.object(value, at: path, expected: expected)
        if let unknown = members.keys.sorted().first(where: { !keys.contains($0) }) {
            let known = keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw Failure(path: decoder.join(path, unknown), "unknown key, expected \(known)")
        }
        return members
    }

    func id(_ fields: [String: JSONValue], at path: String) throws(Failure) -> ExchangeID {
        try decoder.id(fields["id"]!, at: "\(path).id")
    }

    func index(_ fields: [String: JSONValue], _ key: String, at path: String) throws(Failure) -> Int {
        try position(fields[key]!, at: "\(path).\(key)")
    }

    func itemPath(_ fields: [String: JSONValue], _ key: String, at path: String) throws(Failure) -> ItemPath {
        let path = "\(path).\(key)"
        guard case .array(let parts) = fields[key]!, parts.count == 2 else {
            throw Failure(
                path: path, "expected an item position [section, item], found \(fields[key]!.kindDescription)")
        }
        return ItemPath(
            section: try position(parts[0], at: "\(path)[0]"), item: try position(parts[1], at: "\(path)[1]"))
    }

    /// A position: a non-negative integer that fits in an `Int`.
    func position(_ value: JSONValue, at path: String) throws(Failure) -> Int {
        guard case .number(let number) = value, number.isInteger, !number.isNegative, let index = Int(number.literal)
        else {
            let found =
                if case .number(let number) = value { "the number \(number.literal)" } else { value.kindDescription }
            throw Failure(path: path, "expected a position (a non-negative integer), found \(found)")
        }
        return index
    }

    /// Checks that `counts` has the five counters and that each equals the
    /// plan's.
    func checkCounts(_ value: JSONValue, of plan: ExchangePlan) throws(Failure) {
        let counts = plan.counts
        let expected: [(String, Int)] = [
            ("deletes", counts.deletes), ("inserts", counts.inserts), ("moves", counts.moves),
            ("reloads", counts.reloads), ("stages", counts.stages),
        ]
        let members = try object(
            value, at: "counts", keys: Set(expected.map(\.0)), expected: "an object of counts")
        for (key, actual) in expected {
            guard let counter = members[key] else { throw Failure(path: "counts", "counts need \"\(key)\"") }
            let given = try decoder.nonNegativeInteger(counter, at: "counts.\(key)")
            guard given == actual else {
                throw Failure(path: "counts.\(key)", "is \(given), but the stages have \(actual)")
            }
        }
    }
}
