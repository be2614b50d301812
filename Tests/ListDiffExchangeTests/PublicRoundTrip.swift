import Foundation
import ListDiff
import ListDiffExchange

// Only public API, on purpose: `Scripts/check-public-api` compiles this file
// in a scratch package that depends on this one by path, where nothing but
// the public API is visible, and `PublicAPITests` runs it here.

/// What a server and a client do with the exchange API: read two snapshots,
/// plan, send the plan as JSON, read it back and apply it.
enum PublicRoundTrip {
    /// Everything the round trip made, for checks.
    struct Outcome {
        var old: ExchangeSnapshot
        var new: ExchangeSnapshot
        var plan: ExchangePlan
        var json: Data
        var decoded: ExchangePlan
        var codableDecoded: ExchangePlan
        var applied: [ExchangeSection]
    }

    /// Runs the round trip on two snapshots given as JSON, whose items are
    /// keyed by `idKey` and sections by `sectionIDKey`.
    static func run(old: Data, new: Data, idKey: String = "id", sectionIDKey: String? = nil) throws -> Outcome {
        // The server: two snapshots in, JSON out.
        let oldSnapshot = try ExchangeSnapshot(json: old, idKey: idKey, sectionIDKey: sectionIDKey)
        let newSnapshot = try ExchangeSnapshot(json: new, idKey: idKey, sectionIDKey: sectionIDKey)
        let plan = ExchangePlan(from: oldSnapshot.sections, to: newSnapshot.sections)
        let json = plan.json()

        // The client: JSON in, applied to what it shows.
        let decoded = try ExchangePlan(json: json)
        let applied = try decoded.apply(to: oldSnapshot.sections, target: newSnapshot.sections)

        // The same plan inside a message of the client's own, with Codable.
        struct Message: Codable {
            var version: Int
            var plan: ExchangePlan
        }
        let message = try JSONEncoder().encode(Message(version: 1, plan: plan))
        let codableDecoded = try JSONDecoder().decode(Message.self, from: message).plan

        return Outcome(
            old: oldSnapshot, new: newSnapshot, plan: plan, json: json, decoded: decoded,
            codableDecoded: codableDecoded, applied: applied)
    }

    /// The example `Scripts/check-public-api` runs: sections keyed by `key`,
    /// records keyed by `uuid`, with a move across sections, a changed
    /// field, a delete, an insert and a 25-digit identifier.
    static let oldExample = #"""
        {"sections": [
          {"key": "todo", "content": {"title": "To do"}, "items": [
            {"uuid": "milk", "title": "Milk", "done": false},
            {"uuid": 1234567890123456789012345, "title": "Eggs", "done": false},
            {"uuid": "tea", "title": "Tea", "done": false}]},
          {"key": "done", "content": {"title": "Done"}, "items": []}]}
        """#

    /// The new side of ``oldExample``.
    static let newExample = #"""
        {"sections": [
          {"key": "todo", "content": {"title": "To do"}, "items": [
            {"uuid": "tea", "title": "Tea", "done": false},
            {"uuid": "bread", "title": "Bread", "done": false}]},
          {"key": "done", "content": {"title": "Done"}, "items": [
            {"uuid": 1234567890123456789012345, "title": "Eggs", "done": true}]}]}
        """#

    /// Runs the example and says what it found; throws if anything is off.
    static func runExample() throws -> String {
        let outcome = try run(
            old: Data(oldExample.utf8), new: Data(newExample.utf8), idKey: "uuid", sectionIDKey: "key")
        guard outcome.decoded == outcome.plan, outcome.applied == outcome.new.sections,
            outcome.decoded.json() == outcome.json
        else {
            throw Mismatch(
                description: "the plan did not survive its JSON: \(String(decoding: outcome.json, as: UTF8.self))")
        }
        return "\(outcome.plan.counts), \(outcome.json.count) bytes of JSON, decoded and applied"
    }

    /// A round trip that did not give back what went in.
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }
}
