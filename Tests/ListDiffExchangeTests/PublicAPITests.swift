import Foundation
import ListDiff
import ListDiffExchange
import TestSupport
import Testing

/// The public exchange API, as a package that depends on this one uses it
/// (see `PublicRoundTrip`, which uses nothing else).
@Suite("Public exchange API")
struct PublicAPITests {
    /// Every fixture: both snapshots read from their JSON, the plan written,
    /// read back equal, applied; the JSON is the CLI's text.
    @Test(arguments: FixtureCorpus.files)
    func fixtureRoundTrip(file: String) throws {
        // The fixture's halves as JSON text, exactly (identifiers of any length).
        let bytes = try Data(contentsOf: URL(fileURLWithPath: FixtureCorpus.path(of: file)))
        guard case .object(let fixture) = try JSONParser.parse(Array(bytes)),
            let oldValue = fixture["old"], let newValue = fixture["new"]
        else {
            Issue.record("\(file) is not a fixture")
            return
        }
        let old = Data(oldValue.jsonText().utf8)
        let new = Data(newValue.jsonText().utf8)
        let outcome = try PublicRoundTrip.run(old: old, new: new)
        #expect(outcome.decoded == outcome.plan)
        #expect(outcome.codableDecoded == outcome.plan)
        #expect(outcome.applied == outcome.new.sections)
        #expect(outcome.decoded.json() == outcome.json)
    }

    /// The example the scratch package runs: separate keys for items and
    /// sections, a record moved into another section and changed, and an
    /// identifier too long for any integer type kept exactly.
    @Test func scratchPackageExample() throws {
        let summary = try PublicRoundTrip.runExample()
        #expect(summary.hasPrefix("1 delete, 1 insert, 1 move, 1 reload in 2 stages"))
        let outcome = try PublicRoundTrip.run(
            old: Data(PublicRoundTrip.oldExample.utf8), new: Data(PublicRoundTrip.newExample.utf8), idKey: "uuid",
            sectionIDKey: "key")
        let text = String(decoding: outcome.json, as: UTF8.self)
        #expect(text.contains(#"{"from": [0, 1], "to": [1, 0], "id": 1234567890123456789012345}"#))
        #expect(outcome.old.sections.map(\.id) == [ExchangeID("todo"), ExchangeID("done")])
        #expect(outcome.old.sections[0].items[1].id == ExchangeID(integerDigits: "1234567890123456789012345"))
        #expect(outcome.old.sections[0].items[0].contentJSON == #"{"done":false,"title":"Milk"}"#)
        #expect(outcome.old.sections[0].contentJSON == #"{"title":"To do"}"#)
    }

    /// The README's example, as written there.
    @Test func readmeExample() throws {
        // Server: two snapshots in, the plan's JSON out.
        func planJSON(old: Data, new: Data) throws -> Data {
            let old = try ExchangeSnapshot(json: old, idKey: "uuid", sectionIDKey: "key")
            let new = try ExchangeSnapshot(json: new, idKey: "uuid", sectionIDKey: "key")
            return ExchangePlan(from: old.sections, to: new.sections).json()
        }

        // Client: the plan read back; each stage is one batch update.
        func stages(in received: Data) throws -> [Stage<ExchangeID, ExchangeID>] {
            try ExchangePlan(json: received).stages
        }

        let sent = try planJSON(
            old: Data(PublicRoundTrip.oldExample.utf8), new: Data(PublicRoundTrip.newExample.utf8))
        let received = try stages(in: sent)
        #expect(received.count == 2)
        #expect(received[0].itemMoves.map(\.id) == [ExchangeID(integerDigits: "1234567890123456789012345")])
    }

    /// A `Plan` with Swift identifiers is `Codable` in the same shape.
    @Test func codablePlanOfSwiftIdentifiers() throws {
        struct Row: Diffable, Equatable {
            var id: Int
            var text: String
        }
        let old = [Section(model: Row(id: 0, text: "s"), items: [Row(id: 1, text: "a"), Row(id: 2, text: "b")])]
        let new = [Section(model: Row(id: 0, text: "s"), items: [Row(id: 2, text: "b"), Row(id: 1, text: "A")])]
        let plan = Plan(from: old, to: new)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(plan)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"counts":{"deletes":0,"inserts":0,"moves":1,"reloads":1,"stages":1},"stages":[{"items":{"move":[{"from":[0,1],"id":2,"to":[0,0]}],"reload":[{"at":[0,0],"id":1}]}}]}"#
        )
        #expect(try JSONDecoder().decode(Plan<Int, Int>.self, from: data) == plan)
        // The exact reader reads the Codable text too.
        let exact = try ExchangePlan(json: data)
        #expect(exact.stages[0].itemMoves[0].id == ExchangeID(2))
    }

    /// Bad input is a typed error naming the place, never a trap.
    @Test(arguments: [
        (#"{"stages": [], "counts": {"deletes": 0}}"#, #"counts: counts need "inserts""#),
        (
            #"{"stages": [{"items": {"move": [{"from": [0], "to": [0, 1], "id": 1}]}}], "counts": {}}"#,
            "stages[0].items.move[0].from: expected an item position [section, item], found an array"
        ),
        (#"{"stages": [{"sections": {"delete": [{"at": -1, "id": 1}]}}]}"#, #"a plan needs "counts""#),
        (
            #"{"stages": [{"sections": {"drop": []}}], "counts": {}}"#,
            #"stages[0].sections.drop: unknown key, expected "delete", "insert", "move", "reload""#
        ),
        (
            #"{"stages": [], "counts": {"deletes": 1, "inserts": 0, "moves": 0, "reloads": 0, "stages": 0}}"#,
            "counts.deletes: is 1, but the stages have 0"
        ),
        ("[1,", "1:4: invalid JSON: unexpected end of input inside an array"),
    ])
    func badPlanJSON(json: String, message: String) throws {
        #expect(throws: InputError.self) { try ExchangePlan(json: Data(json.utf8)) }
        do {
            _ = try ExchangePlan(json: Data(json.utf8))
        } catch {
            #expect(error.description.hasSuffix(message), "\(error)")
            #expect(!error.description.hasPrefix(":"))
        }
    }

    /// Snapshot errors name the place, and a file URL names its path.
    @Test func badSnapshots() throws {
        #expect(throws: InputError(file: "", path: "[1]", #"an item object needs an "id""#)) {
            try ExchangeSnapshot(json: Data(#"[1, {"x": 2}]"#.utf8))
        }
        #expect(throws: InputError(file: "", "the identifier key 'a..b' has an empty part")) {
            try ExchangeSnapshot(json: Data("[]".utf8), idKey: "a..b")
        }
        #expect(throws: InputError(file: "", "empty input, expected JSON")) {
            try ExchangeSnapshot(json: [UInt8]())
        }
        let missing = URL(fileURLWithPath: "/nonexistent/listdiff/old.json")
        #expect(throws: InputError(file: missing.path, "no such file")) {
            try ExchangeSnapshot(contentsOf: missing)
        }
    }
}
