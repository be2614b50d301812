import ListDiff
import TestSupport
import Testing

@testable import ListDiffExchange

/// `JSONPatchWriter` against `JSONPatchApplier`, an RFC 6902 applier: the
/// patch applied to the old document gives the new one, as JSON values.
@Suite("JSON Patch")
struct JSONPatchTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    /// The patch between two documents, checked: it applies, gives `new`,
    /// and has one `move` for each move of the plan.
    @discardableResult
    func checkedPatch(
        _ old: JSONValue, _ new: JSONValue, decoder: ExchangeDecoder = ExchangeDecoder(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [JSONPatchOperation] {
        let writer = JSONPatchWriter(decoder: decoder)
        let operations = try writer.patch(from: old, to: new)
        let patch = try parse(writer.write(operations))
        let result = try JSONPatchApplier.apply(patch, to: old)
        #expect(result == new, "patch \(writer.write(operations))", sourceLocation: sourceLocation)
        if JSONPatchWriter.Form(old) == JSONPatchWriter.Form(new) {
            let plan = ExchangePlan(
                from: try decoder.snapshot(old).sections, to: try decoder.snapshot(new).sections)
            let moves = operations.filter { if case .move = $0 { true } else { false } }.count
            #expect(moves == plan.counts.moves, sourceLocation: sourceLocation)
        }
        return operations
    }

    // MARK: - The applier, on RFC 6902's own examples (appendix A)

    @Test(arguments: [
        // A.1, A.2, A.3, A.4, A.5: add and remove members and elements, replace.
        (#"{"foo": "bar"}"#, #"[{"op": "add", "path": "/baz", "value": "qux"}]"#, #"{"baz": "qux", "foo": "bar"}"#),
        (
            #"{"foo": ["bar", "baz"]}"#, #"[{"op": "add", "path": "/foo/1", "value": "qux"}]"#,
            #"{"foo": ["bar", "qux", "baz"]}"#
        ),
        (#"{"baz": "qux", "foo": "bar"}"#, #"[{"op": "remove", "path": "/baz"}]"#, #"{"foo": "bar"}"#),
        (#"{"foo": ["bar", "qux", "baz"]}"#, #"[{"op": "remove", "path": "/foo/1"}]"#, #"{"foo": ["bar", "baz"]}"#),
        (
            #"{"baz": "qux", "foo": "bar"}"#, #"[{"op": "replace", "path": "/baz", "value": "boo"}]"#,
            #"{"baz": "boo", "foo": "bar"}"#
        ),
        // A.6, A.7: move a member, move an element.
        (
            #"{"foo": {"bar": "baz", "waldo": "fred"}, "qux": {"corge": "grault"}}"#,
            #"[{"op": "move", "from": "/foo/waldo", "path": "/qux/thud"}]"#,
            #"{"foo": {"bar": "baz"}, "qux": {"corge": "grault", "thud": "fred"}}"#
        ),
        (
            #"{"foo": ["all", "grass", "cows", "eat"]}"#, #"[{"op": "move", "from": "/foo/1", "path": "/foo/3"}]"#,
            #"{"foo": ["all", "cows", "eat", "grass"]}"#
        ),
        // A.8: test.
        (
            #"{"baz": "qux", "foo": ["a", 2, "c"]}"#,
            #"[{"op": "test", "path": "/baz", "value": "qux"}, {"op": "test", "path": "/foo/1", "value": 2}]"#,
            #"{"baz": "qux", "foo": ["a", 2, "c"]}"#
        ),
        // A.10, A.14, A.16: a nested member, escaping, the "-" index.
        (
            #"{"foo": "bar"}"#, #"[{"op": "add", "path": "/child", "value": {"grandchild": {}}}]"#,
            #"{"foo": "bar", "child": {"grandchild": {}}}"#
        ),
        (#"{"/": 9, "~1": 10}"#, #"[{"op": "test", "path": "/~01", "value": 10}]"#, #"{"/": 9, "~1": 10}"#),
        (
            #"{"foo": ["bar"]}"#, #"[{"op": "add", "path": "/foo/-", "value": ["abc", "def"]}]"#,
            #"{"foo": ["bar", ["abc", "def"]]}"#
        ),
        // copy, and replacing the whole document.
        (#"{"a": [1]}"#, #"[{"op": "copy", "from": "/a", "path": "/b"}]"#, #"{"a": [1], "b": [1]}"#),
        ("[1, 2]", #"[{"op": "replace", "path": "", "value": {"x": 1}}]"#, #"{"x": 1}"#),
    ])
    func applierFollowsTheRFC(document: String, patch: String, result: String) throws {
        #expect(try JSONPatchApplier.apply(parse(patch), to: parse(document)) == parse(result))
    }

    /// The RFC's errors: a missing target, a failed test, a move into
    /// itself, a bad index or escape.
    @Test(arguments: [
        (#"{"foo": "bar"}"#, #"[{"op": "add", "path": "/baz/bat", "value": "qux"}]"#),  // A.12
        (#"{"baz": "qux"}"#, #"[{"op": "test", "path": "/baz", "value": "bar"}]"#),  // A.9
        (#"{"foo": ["bar"]}"#, #"[{"op": "add", "path": "/foo/2", "value": 1}]"#),
        (#"{"foo": ["bar"]}"#, #"[{"op": "remove", "path": "/foo/01"}]"#),
        (#"{"foo": ["bar"]}"#, #"[{"op": "remove", "path": "/foo/-"}]"#),
        (#"{"a": {"b": 1}}"#, #"[{"op": "move", "from": "/a", "path": "/a/b"}]"#),
        (#"{"a": 1}"#, #"[{"op": "replace", "path": "/b", "value": 1}]"#),
        (#"{"a~2": 1}"#, #"[{"op": "remove", "path": "/a~2"}]"#),
        (#"{"a": 1}"#, #"[{"op": "add", "path": "/b"}]"#),
    ])
    func applierRejects(document: String, patch: String) throws {
        #expect(throws: JSONPatchApplier.Failure.self) { try JSONPatchApplier.apply(parse(patch), to: parse(document)) }
    }

    // MARK: - The writer

    /// Every fixture's old document, patched, is its new one.
    @Test(arguments: FixtureCorpus.files)
    func fixture(file: String) throws {
        let bytes = try InputReader().bytes(at: FixtureCorpus.path(of: file))
        guard case .object(let fixture) = try JSONParser.parse(bytes), let old = fixture["old"],
            let new = fixture["new"]
        else {
            Issue.record("\(file) is not a fixture")
            return
        }
        try checkedPatch(old, new)
    }

    /// A moved record is one `move`, and a changed field one `replace` of
    /// that field; a record with most fields changed is replaced whole.
    @Test func recordsMoveAndChangeFields() throws {
        let old = try parse(#"[{"id": 1, "title": "Milk", "done": false}, {"id": 2, "title": "Eggs", "n": [1, 2]}]"#)
        let new = try parse(#"[{"id": 2, "title": "Eggs", "n": [1, 2]}, {"id": 1, "title": "Milk", "done": true}]"#)
        let writer = JSONPatchWriter()
        #expect(
            writer.write(try checkedPatch(old, new)) == """
                [
                  {"op": "move", "from": "/1", "path": "/0"},
                  {"op": "replace", "path": "/1/done", "value": true}
                ]

                """)
        let whole = try checkedPatch(
            try parse(#"{"items": [{"id": 1, "a": 1, "b": 2, "c": 3}]}"#),
            try parse(#"{"items": [{"id": 1, "a": 4, "b": 5, "c": 6}]}"#))
        #expect(whole == [.replace(path: "/items/0", value: try parse(#"{"id": 1, "a": 4, "b": 5, "c": 6}"#))])
    }

    /// Keys that need escaping in a pointer, and members of the snapshot
    /// object beside its list.
    @Test func escapedKeysAndOtherMembers() throws {
        let old = try parse(#"{"items": [{"id": "a/b", "x~y": 1, "p/q": 2}], "version": 1}"#)
        let new = try parse(#"{"items": [{"id": "a/b", "x~y": 3, "p/q": 2}], "version": 2, "new": true}"#)
        let operations = try checkedPatch(old, new)
        #expect(operations.contains(.replace(path: "/items/0/x~0y", value: .number(JSONNumber(3)))))
        #expect(operations.contains(.add(path: "/new", value: .bool(true))))
    }

    /// Rotating 100,000 records by one is one `move`.
    @Test func rotationIsOneMove() throws {
        let records = (0..<100_000).map { JSONValue.object(["id": .number(JSONNumber($0)), "v": .bool(true)]) }
        let old = JSONValue.array(records)
        let new = JSONValue.array(Array(records[1...]) + [records[0]])
        let operations = try JSONPatchWriter().patch(from: old, to: new)
        #expect(operations == [.move(from: "/0", path: "/99999")])
    }

    /// Seeded random documents of every form: records, bare identifiers and
    /// `content` objects, sections that come, go, move and change, items
    /// that move within and across sections, repeated identifiers.
    @Test(arguments: 0..<40)
    func randomDocuments(batch: UInt64) throws {
        for index in 0..<100 {
            let seed = batch * 100 + UInt64(index)
            var documents = RandomDocuments(seed: seed)
            let (old, new) = documents.pair()
            try checkedPatch(old, new, decoder: ExchangeDecoder(idKey: "id", sectionIDKey: "key"))
        }
    }
}

/// Random snapshot documents, as JSON values, and an edited copy.
struct RandomDocuments {
    var generator: SeededGenerator
    let duplicates: Bool
    var nextID = 0

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        duplicates = generator.chance(0.3)
    }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func chance(_ probability: Double) -> Bool { generator.chance(probability) }

    mutating func id() -> JSONValue {
        nextID += 1
        let value = duplicates ? int(0..<6) : nextID
        return value % 3 == 0 ? .string("k/\(value)~") : .number(JSONNumber(value))
    }

    mutating func scalar() -> JSONValue {
        switch int(0..<6) {
        case 0: .null
        case 1: .bool(chance(0.5))
        case 2: .number(JSONNumber(int(0..<4)))
        case 3: .array([.number(JSONNumber(int(0..<3)))])
        case 4: .object(["n": .number(JSONNumber(int(0..<3)))])
        default: .string(["a", "b", "x/y", "t~1"][int(0..<4)])
        }
    }

    mutating func item() -> JSONValue {
        switch int(0..<10) {
        case 0, 1: return id()
        case 2: return .object(["id": id(), "content": scalar()])
        default:
            var members: [String: JSONValue] = ["id": id()]
            for key in ["title", "done", "a/b", "m~n", "nested"] where chance(0.5) { members[key] = scalar() }
            return .object(members)
        }
    }

    /// An item with the same identifier and its content perhaps changed,
    /// or its form.
    mutating func edited(_ item: JSONValue) -> JSONValue {
        guard chance(0.4) else { return item }
        let id: JSONValue
        switch item {
        case .object(let members): id = members["id"]!
        default: id = item
        }
        switch int(0..<6) {
        case 0: return id
        case 1: return .object(["id": id, "content": scalar()])
        default:
            guard case .object(var members) = item, members["content"] == nil else {
                return .object(["id": id, "title": scalar()])
            }
            for key in ["title", "done", "a/b", "m~n", "nested"] where chance(0.3) {
                members[key] = chance(0.3) ? nil : scalar()
            }
            return .object(members)
        }
    }

    /// `list` shuffled a little: a few elements taken out and put back
    /// elsewhere.
    mutating func shuffled<Element>(_ list: [Element]) -> [Element] {
        var list = list
        for _ in 0..<int(0..<3) where list.count > 1 {
            let element = list.remove(at: int(0..<list.count))
            list.insert(element, at: int(0..<list.count + 1))
        }
        return list
    }

    mutating func items() -> [JSONValue] {
        (0..<int(0..<8)).map { _ in item() }
    }

    mutating func section() -> [String: JSONValue] {
        var members: [String: JSONValue] = ["key": id(), "items": .array(items())]
        if chance(0.5) { members["content"] = scalar() }
        if chance(0.3) { members["note"] = scalar() }
        return members
    }

    mutating func pair() -> (JSONValue, JSONValue) {
        let form = int(0..<3)
        if form < 2 {
            let old = items()
            let new = editedList(old)
            let wrap: (inout RandomDocuments, [JSONValue]) -> JSONValue = { documents, list in
                form == 0 ? .array(list) : .object(["items": .array(list), "v": documents.scalar()])
            }
            return (wrap(&self, old), chance(0.03) ? .array(new) : wrap(&self, new))
        }
        let old = (0..<int(0..<5)).map { _ in section() }
        var sections: [[String: JSONValue]] = old.filter { _ in !chance(0.2) }
        for _ in 0..<int(0..<2) { sections.insert(section(), at: int(0..<sections.count + 1)) }
        sections = shuffled(sections)
        // Items leave their sections, then land in any section.
        var travelling: [JSONValue] = []
        for index in sections.indices {
            guard case .array(var list)? = sections[index]["items"] else { continue }
            list = editedList(list)
            for _ in 0..<int(0..<2) where !list.isEmpty { travelling.append(list.remove(at: int(0..<list.count))) }
            sections[index]["items"] = .array(list)
            if chance(0.2) { sections[index]["content"] = scalar() }
            if chance(0.1) { sections[index]["note"] = nil }
        }
        for item in travelling where !sections.isEmpty {
            let index = int(0..<sections.count)
            guard case .array(var list)? = sections[index]["items"] else { continue }
            list.insert(item, at: int(0..<list.count + 1))
            sections[index]["items"] = .array(list)
        }
        return (
            .object(["sections": .array(old.map { .object($0) })]),
            .object(["sections": .array(sections.map { .object($0) }), "extra": chance(0.3) ? scalar() : .null])
        )
    }

    mutating func editedList(_ list: [JSONValue]) -> [JSONValue] {
        var result: [JSONValue] = []
        for item in list where !chance(0.2) { result.append(edited(item)) }
        for _ in 0..<int(0..<3) { result.insert(item(), at: int(0..<result.count + 1)) }
        return shuffled(result)
    }
}
