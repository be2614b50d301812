import Foundation
import ListDiff
import Testing

@testable import ListDiffCommand

/// The fixture corpus: every file under `Fixtures/` is planned, applied and
/// compared with `new` and with its hand-worked `expect`.
@Suite("Fixtures")
struct FixtureTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let files: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func corpusIsThere() {
        #expect(Self.files.count >= 40)
        #expect(Self.files.contains { $0.hasPrefix("flat/") })
        #expect(Self.files.contains { $0.hasPrefix("sectioned/") })
    }

    @Test("Fixture", arguments: files)
    func fixture(_ file: String) throws {
        let fixture = try FixtureLoader(reader: InputReader()).fixture(at: Self.root.appendingPathComponent(file).path)
        let plan = ExchangePlan(from: fixture.old.sections, to: fixture.new.sections)
        let result = try plan.apply(to: fixture.old.sections, target: fixture.new.sections)
        #expect(result == fixture.new.sections)
        #expect(fixture.expect.mismatches(with: plan.counts) == [], "\(file)")
        #expect(fixture.expect != Fixture.Expectation(), "\(file) has no expect counts")
        // A plan from a snapshot to itself is empty.
        #expect(ExchangePlan(from: fixture.new.sections, to: fixture.new.sections).isEmpty)
    }
}
