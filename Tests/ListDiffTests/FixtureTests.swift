import Foundation
import ListDiff
import TestSupport
import Testing

@testable import ListDiffExchange

/// The fixture corpus: every file under `Fixtures/` is planned, applied and
/// compared with `new` and with its hand-worked `expect`.
@Suite("Fixtures")
struct FixtureTests {
    @Test func corpusIsThere() {
        #expect(FixtureCorpus.files.count >= 40)
        #expect(FixtureCorpus.files.contains { $0.hasPrefix("flat/") })
        #expect(FixtureCorpus.files.contains { $0.hasPrefix("sectioned/") })
    }

    @Test("Fixture", arguments: FixtureCorpus.files)
    func fixture(_ file: String) throws {
        let fixture = try FixtureLoader(reader: InputReader()).fixture(at: FixtureCorpus.path(of: file))
        let plan = ExchangePlan(from: fixture.old.sections, to: fixture.new.sections)
        let result = try plan.apply(to: fixture.old.sections, target: fixture.new.sections)
        #expect(result == fixture.new.sections)
        #expect(fixture.expect.mismatches(with: plan.counts) == [], "\(file)")
        #expect(fixture.expect != Fixture.Expectation(), "\(file) has no expect counts")
        // A plan from a snapshot to itself is empty.
        #expect(ExchangePlan(from: fixture.new.sections, to: fixture.new.sections).isEmpty)
    }
}
