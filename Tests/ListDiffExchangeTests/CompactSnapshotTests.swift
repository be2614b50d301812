import ListDiff
import TestSupport
import Testing

@testable import ListDiffExchange

/// The compact path from a file's bytes to a snapshot
/// (`ExchangeDecoder.compactSnapshot`) against the tree path
/// (`JSONParser.parse`, then `ExchangeDecoder.snapshot`), which defines what
/// the compact one must give.
@Suite("Compact snapshots")
struct CompactSnapshotTests {
    let decoder = ExchangeDecoder()

    /// The items of a top-level array, read compactly.
    func compactItems(_ text: String) throws -> [ExchangeItem] {
        let snapshot = try #require(decoder.compactSnapshot(Array(text.utf8)))
        #expect(snapshot.isFlat)
        return snapshot.sections[0].items
    }

    /// The items of a snapshot, read as a tree and decoded.
    func treeItems(_ text: String) throws -> [ExchangeItem] {
        try decoder.snapshot(JSONParser.parse(Array(text.utf8))).sections[0].items
    }

    /// Pairs of contents and whether they are equal JSON values.
    static let contentPairs: [(String, String, Bool)] = [
        (#"{"a": 1, "b": "x"}"#, #"{"b": "x", "a": 1}"#, true),
        ("1", "1.0", true),
        ("1", "1e0", true),
        ("1.0", "10e-1", true),
        ("-0", "0", true),
        ("-0.0", "0e7", true),
        ("0.1", "0.10", true),
        ("0.1", "0.01", false),
        ("123456789012345678901234567890", "1.2345678901234567890123456789e29", true),
        ("123456789012345678901234567890", "123456789012345678901234567891", false),
        (#""\u00e9""#, #""é""#, true),
        (#""é""#, #""e\u0301""#, false),
        (#""\u0041""#, #""A""#, true),
        (#""\/""#, #""/""#, true),
        (#""K""#, #""\u212A""#, false),
        (#"{"K": 1}"#, #"{"\u212A": 1}"#, false),
        (#"{"\u0061": [1]}"#, #"{"a": [1.0]}"#, true),
        (#"{"é": 1, "a": 2}"#, #"{"a": 2, "e\u0301": 1}"#, false),
        (#"{"a": [1, {"b": [true, null]}]}"#, #"{"a": [1.0, {"b": [true, null]}]}"#, true),
        (#"{"a": [1, {"b": [true, null]}]}"#, #"{"a": [{"b": [true, null]}, 1]}"#, false),
        (#"{"a": {"b": null}}"#, #"{"a": {}}"#, false),
        ("[]", "{}", false),
        (#""1""#, "1", false),
        ("true", "1", false),
        ("false", "null", false),
        (#""a\nb""#, #""a\u000ab""#, true),
        (#""a b""#, #""a  b""#, false),
        ("null", "null", true),
    ]

    /// Content compares as the JSON value, in the compact path, the tree path
    /// and across them.
    @Test(arguments: contentPairs)
    func contentEquality(left: String, right: String, equal: Bool) throws {
        let text = #"[{"id": 1, "content": \#(left)}, {"id": 1, "content": \#(right)}]"#
        let compact = try compactItems(text)
        let tree = try treeItems(text)
        #expect(compact[0].isContentEqual(to: compact[1]) == equal)
        #expect(tree[0].isContentEqual(to: tree[1]) == equal)
        #expect(compact[0].isContentEqual(to: tree[1]) == equal)
        #expect(tree[0].isContentEqual(to: compact[1]) == equal)
        for (compactItem, treeItem) in zip(compact, tree) {
            #expect(compactItem == treeItem)
            #expect(compactItem.hashValue == treeItem.hashValue)
            #expect(compactItem.content == treeItem.content)
        }
    }

    /// A record's content is everything but its id; no content and `null`
    /// content are the same, an explicit `null` member is not.
    @Test func recordsAndMissingContent() throws {
        let items = try compactItems(
            #"[{"id": 1}, {"id": 1, "content": null}, {"id": 1, "x": null}, {"x": null, "id": 1}, 7]"#)
        #expect(items[0].isContentEqual(to: items[1]))
        #expect(!items[0].isContentEqual(to: items[2]))
        #expect(items[2].isContentEqual(to: items[3]))
        #expect(items[4].isContentEqual(to: items[0]))
        #expect(items[2].content == .object(["x": .null]))
        #expect(items[0].storedContent == .null)
        guard case .canonical = items[2].storedContent else {
            Issue.record("an ASCII record is not kept as canonical text: \(items[2].storedContent)")
            return
        }
    }

    /// `"1"` and `1` stay different identifiers; long ASCII identifiers go to
    /// shared storage and still equal, and hash as, the same strings.
    @Test func identifiers() throws {
        let long = "0123456789abcdef-0123456789"
        let items = try compactItems(#"["1", 1, "\#(long)", {"id": "\#(long)"}, -0, "a"]"#)
        #expect(items[0].id == .string("1"))
        #expect(items[1].id == .integer("1"))
        #expect(items[0].id != items[1].id)
        guard case .asciiString = items[2].id.storage else {
            Issue.record("a long ASCII identifier is not in shared storage: \(items[2].id)")
            return
        }
        #expect(items[2].id == .string(long))
        #expect(ExchangeID.string(long) == items[3].id)
        #expect(items[2].id.hashValue == ExchangeID.string(long).hashValue)
        #expect(items[2].id.description == #""\#(long)""#)
        #expect(items[4].id == .integer("0"))
        #expect(items[5].id == .string("a"))
        #expect(items[2].id != .integer(long))
    }

    /// Identifiers compare by code points: a string canonically equivalent
    /// to another, ASCII text in shared storage or not, is a different
    /// identifier.
    @Test(arguments: [
        ("KELVIN-0123456789abcdef", "\u{212A}ELVIN-0123456789abcdef"),
        ("question;0123456789abcdef", "question\u{037E}0123456789abcdef"),
        ("caf\u{E9}-0123456789abcdef", "cafe\u{301}-0123456789abcdef"),
    ])
    func canonicallyEquivalentIdentifiersDiffer(left: String, right: String) throws {
        #expect(left == right)  // as Swift strings
        let compact = try compactItems(#"["\#(left)", "\#(right)"]"#)
        let tree = try treeItems(#"["\#(left)", "\#(right)"]"#)
        for items in [compact, tree] {
            #expect(items[0].id != items[1].id)
            #expect(Set(items.map(\.id)).count == 2)
        }
        #expect(compact[0].id == tree[0].id)
        #expect(compact[0].id.hashValue == tree[0].id.hashValue)
        #expect(compact[1].id == ExchangeID(right))
    }

    /// `"é"` precomposed and decomposed are two identifiers: planning one
    /// into the other deletes and inserts; as content, they differ.
    @Test func precomposedAndDecomposedAreTwoIdentifiers() throws {
        let old = try decoder.snapshot(JSONParser.parse(Array(#"["\u00e9", {"id": 1, "t": "\u00e9"}]"#.utf8)))
        let new = try decoder.snapshot(JSONParser.parse(Array(#"["e\u0301", {"id": 1, "t": "e\u0301"}]"#.utf8)))
        let plan = ExchangePlan(from: old.sections, to: new.sections)
        #expect(plan.counts == PlanCounts(deletes: 1, inserts: 1, moves: 0, reloads: 1, stages: 1))
        #expect(try plan.apply(to: old.sections, target: new.sections) == new.sections)
    }

    /// Input with a problem falls back to the tree path, which reports it;
    /// a syntax error after a shape error still wins, as it always has.
    @Test(arguments: [
        #"[{"id": true}, {"id": 1,]"#,
        #"[1, 2,]"#,
        #"[1.5]"#,
        #"[{"id": 1, "id": 2}]"#,
        #"[{"content": 1}]"#,
        #"[1] 2"#,
        #"["\ud800"]"#,
        "[",
        "",
    ])
    func problemsAreLeftToTheTreePath(text: String) throws {
        #expect(decoder.compactSnapshot(Array(text.utf8)) == nil)
        let loader = FixtureLoader(reader: InputReader())
        let reader = InputReader()
        var compactPathError: InputError?
        do {
            _ = try loader.snapshot(from: Array(text.utf8), at: "new.json")
        } catch {
            compactPathError = error
        }
        var treePathError: InputError?
        do {
            let value = try reader.json(from: Array(text.utf8), at: "new.json")
            _ = try decoder.snapshot(value)
        } catch let error as InputError {
            treePathError = error
        } catch let error as ExchangeDecoder.Failure {
            treePathError = InputError(file: "new.json", path: error.path, error.message)
        }
        #expect(compactPathError != nil)
        #expect(compactPathError == treePathError)
    }

    /// Snapshots that are not a top-level array keep the tree path.
    @Test func otherShapesAreNotReadCompactly() {
        #expect(decoder.compactSnapshot(Array(#"{"items": [1]}"#.utf8)) == nil)
        #expect(decoder.compactSnapshot(Array(#"{"sections": []}"#.utf8)) == nil)
        #expect(decoder.compactSnapshot(Array("[]".utf8)) == ExchangeSnapshot(items: []))
    }

    /// Random records through both paths give equal items and equal plans.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomRecordsPlanAlike(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var records = RandomRecords(generator: random)
        let old = (0..<Int.random(in: 0..<120, using: &random)).map { _ in records.record() }
        var new = old.filter { _ in !random.chance(0.2) }
        new.shuffle(using: &random)
        for index in new.indices where random.chance(0.3) { new[index] = records.edited(new[index]) }
        new += (0..<Int.random(in: 0..<20, using: &random)).map { _ in records.record() }
        let oldText = records.file(old)
        let newText = records.file(new)

        let compactOld = try #require(decoder.compactSnapshot(Array(oldText.utf8)))
        let compactNew = try #require(decoder.compactSnapshot(Array(newText.utf8)))
        let treeOld = try decoder.snapshot(JSONParser.parse(Array(oldText.utf8)))
        let treeNew = try decoder.snapshot(JSONParser.parse(Array(newText.utf8)))
        #expect(compactOld == treeOld)
        #expect(compactNew == treeNew)
        for (compact, tree) in zip(compactNew.sections[0].items, treeNew.sections[0].items) {
            #expect(compact.hashValue == tree.hashValue)
        }
        let newItems = compactNew.sections[0].items
        if newItems.count > 20 {
            #expect(newItems.contains { if case .asciiString = $0.id.storage { true } else { false } })
            #expect(newItems.contains { if case .canonical = $0.storedContent { true } else { false } })
            #expect(newItems.contains { if case .value = $0.storedContent { true } else { false } })
        }
        let compactPlan = ExchangePlan(from: compactOld.sections, to: compactNew.sections)
        let treePlan = ExchangePlan(from: treeOld.sections, to: treeNew.sections)
        #expect(compactPlan == treePlan)
        #expect(old.isEmpty || compactPlan.counts.reloads + compactPlan.counts.deletes > 0)
        #expect(PlanJSONWriter().write(compactPlan) == PlanJSONWriter().write(treePlan))
        // Mixed: the compact old against the tree new.
        #expect(ExchangePlan(from: compactOld.sections, to: treeNew.sections) == treePlan)
    }
}

/// Random records as JSON text, each value spelled one of several equal ways.
struct RandomRecords {
    var generator: SeededGenerator
    var nextID = 0

    /// A record: an id and a content value, both as they will be written.
    struct Record {
        var id: String
        var members: [(key: String, value: String)]
    }

    /// Long and short, ASCII and not, equivalent spellings of strings.
    static let strings = [
        "a", "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "caf\\u00e9", "line\\nbreak", "quote\\\"d",
        "0123456789abcdef0123", "\\u0041BC", "ABC",
    ]
    /// Numbers spelled in several equal ways.
    static let numbers = ["0", "-0", "1", "1.0", "1e0", "10e-1", "12345678901234567890123", "-2.5", "0.1"]

    mutating func record() -> Record {
        nextID += 1
        let id: String
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: id = "\(nextID)"
        case 1: id = "\"\(nextID)\""
        case 2: id = "\"item-\(nextID)-0123456789abcdef\""
        default: id = "\"\u{212A}-\(nextID)-0123456789\""
        }
        let count = Int.random(in: 0..<4, using: &generator)
        let members = (0..<count).map { index in
            (key: ["likes", "title", "\u{212A}ey", "t\u{E9}"][index], value: value(depth: 0))
        }
        return Record(id: id, members: members)
    }

    mutating func edited(_ record: Record) -> Record {
        var record = record
        if record.members.isEmpty || generator.chance(0.3) {
            record.members = [(key: "likes", value: value(depth: 0))]
        } else {
            let index = Int.random(in: record.members.indices, using: &generator)
            record.members[index].value = value(depth: 0)
        }
        return record
    }

    mutating func value(depth: Int) -> String {
        switch Int.random(in: 0..<(depth < 2 ? 7 : 5), using: &generator) {
        case 0: return "\"" + Self.strings.randomElement(using: &generator)! + "\""
        case 1, 2: return Self.numbers.randomElement(using: &generator)!
        case 3: return ["true", "false", "null"].randomElement(using: &generator)!
        case 4: return "\"" + Self.strings.randomElement(using: &generator)! + "\""
        case 5:
            let count = Int.random(in: 0..<3, using: &generator)
            return "[" + (0..<count).map { _ in value(depth: depth + 1) }.joined(separator: ", ") + "]"
        default:
            let keys = ["b", "a", "\u{E9}", "e\u{301}x"].shuffled(using: &generator).prefix(2)
            return "{" + keys.map { "\"\($0)\": \(value(depth: depth + 1))" }.joined(separator: ", ") + "}"
        }
    }

    /// The records as a top-level array, members in a random order.
    mutating func file(_ records: [Record]) -> String {
        let objects = records.map { record in
            var members = record.members.map { "\"\($0.key)\": \($0.value)" }
            members.insert("\"id\": \(record.id)", at: Int.random(in: 0...members.count, using: &generator))
            if members.count == 1 && generator.chance(0.5) { return record.id }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return "[" + objects.joined(separator: ",\n") + "]"
    }
}
