import Foundation
import TestSupport
import Testing

@testable import ListDiffCommand
@testable import ListDiffExchange

/// Seeded byte-level mutations of real fixtures: whatever the bytes, the
/// tool answers with a plan (status 0) or one line on standard error
/// (status 2), never a trap and never output on both streams.
@Suite("Mutated input")
struct MutatedInputTests {
    static let fixtures: [[UInt8]] = FixtureCorpus.files.prefix(12).compactMap {
        FileManager.default.contents(atPath: FixtureCorpus.path(of: $0)).map { [UInt8]($0) }
    }

    @Test("Random mutations of fixtures", arguments: Array(UInt64(0)..<8))
    func mutations(batch: UInt64) throws {
        try #require(!Self.fixtures.isEmpty)
        var sawError = false
        for seed in batch * 60..<(batch + 1) * 60 {
            var generator = SeededGenerator(seed: seed)
            var bytes = Self.fixtures[Int(seed) % Self.fixtures.count]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&bytes, &generator)
            }
            let input = bytes
            let output = ListDiffTool.run(
                arguments: ["plan", "-", "--format", generator.chance(0.5) ? "json" : "text"],
                reader: InputReader(readStandardInput: { input }))
            switch output.status {
            case 0:
                // Nothing, or one warning line for a repeated identifier.
                #expect(
                    output.standardError == ""
                        || output.standardError.hasPrefix("listdiff: warning: <stdin>: ")
                            && output.standardError.filter { $0 == "\n" }.count == 1
                            && output.standardError.hasSuffix("; occurrences pair in order\n"),
                    "seed \(seed): \(output.standardError)")
                #expect(!output.standardOutput.isEmpty, "seed \(seed)")
            case 2:
                sawError = true
                #expect(output.standardOutput == "", "seed \(seed)")
                #expect(output.standardError.hasPrefix("listdiff: <stdin>"), "seed \(seed)")
                #expect(output.standardError.filter { $0 == "\n" }.count == 1, "seed \(seed): \(output.standardError)")
            default:
                Issue.record("seed \(seed): status \(output.status)")
            }
        }
        #expect(sawError)
    }

    func mutate(_ bytes: inout [UInt8], _ generator: inout SeededGenerator) {
        guard !bytes.isEmpty else { return }
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        let interesting: [UInt8] = Array("{}[],:\"0123456789-+.eE \\truefalsenull".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: bytes[position] = interesting.randomElement(using: &generator)!
        case 1: bytes.remove(at: position)
        case 2: bytes.insert(interesting.randomElement(using: &generator)!, at: position)
        case 3: bytes.removeSubrange(position...)
        default:
            let length = Int.random(in: 1...min(16, bytes.count - position), using: &generator)
            bytes.insert(contentsOf: bytes[position..<position + length], at: position)
        }
    }
}
