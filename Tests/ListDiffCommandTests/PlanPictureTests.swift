import Foundation
import TestSupport
import Testing

/// The headless browser the picture tests use.
enum Browser {
    /// Chromium's path, when installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// `listdiff plan --format html` in a real browser: headless Chromium loads
/// the page, and the operations drawn in the DOM it ends with are counted
/// against the plan's own counts. `.ci/run` installs Chromium where it can;
/// where there is none, these tests do not run and say so.
@Suite("The picture of a plan, in a browser", .serialized, .enabled(if: Browser.path != nil, "needs Chromium"))
struct PlanPictureTests {
    let binary = BinaryTests()

    /// Runs the browser on `page` and returns the DOM after load.
    func renderedDOM(of page: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Browser.path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the browser failed")
        return String(decoding: data, as: UTF8.self)
    }

    /// How often each operation is drawn: rows carry `data-op` for
    /// deletes, inserts and reloads, arrows for moves.
    func drawn(_ dom: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for operation in ["delete", "insert", "move", "reload"] {
            counts[operation] = dom.components(separatedBy: "data-op=\"\(operation)\"").count - 1
        }
        return counts
    }

    /// The plan's counts, from `--format json`.
    func counts(_ arguments: [String]) throws -> [String: Int] {
        let json = try binary.listdiff(arguments + ["--format", "json"]).standardOutput
        let plan = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let counts = try #require(plan["counts"] as? [String: Int])
        return [
            "delete": counts["deletes"]!, "insert": counts["inserts"]!, "move": counts["moves"]!,
            "reload": counts["reloads"]!,
        ]
    }

    func page(_ arguments: [String], name: String) throws -> URL {
        let run = try binary.listdiff(arguments + ["--format", "html"])
        try #require(run.status == 0, "\(run.standardError)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-\(name)-\(UUID()).html")
        try run.standardOutput.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The fixtures with every kind of operation and stage: the mixed
    /// screens, the spec's example, records.
    static let fixtures = FixtureCorpus.files.filter {
        $0.contains("mixed-") || $0.contains("spec-example") || $0.contains("records") || $0.contains("stage")
    }

    @Test("A fixture's operations are drawn, each once", arguments: fixtures)
    func fixture(_ file: String) throws {
        let arguments = ["plan", "Fixtures/\(file)"]
        let dom = try renderedDOM(of: try page(arguments, name: "fixture"))
        #expect(dom.contains("<svg class=\"arrows\"") || dom.contains("No changes"), "\(file)")
        #expect(drawn(dom) == (try counts(arguments)), "\(file)")
    }

    @Test("10,000 items: the page stays small, every operation is drawn")
    func tenThousandItems() throws {
        var random = SeededGenerator(seed: 13)
        let old = (0..<10_000).map { "item-\($0)" }
        var new = old.filter { _ in !random.chance(0.01) }
        for index in 0..<40 { new.insert("new-\(index)", at: Int.random(in: 0...new.count, using: &random)) }
        new.swapAt(100, 9_000)
        func write(_ items: [String], _ name: String) throws -> String {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-\(name)-\(UUID()).json")
            let json = "[" + items.map { "\"\($0)\"" }.joined(separator: ",") + "]"
            try json.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let arguments = ["plan", try write(old, "old"), try write(new, "new")]
        let url = try page(arguments, name: "large")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size < 200_000, "unchanged runs are folded")
        let dom = try renderedDOM(of: url)
        let expected = try counts(arguments)
        #expect(expected["move"] == 2 && expected["insert"] == 40)
        #expect(drawn(dom) == expected)
        #expect(dom.contains("unchanged items"))
    }
}
