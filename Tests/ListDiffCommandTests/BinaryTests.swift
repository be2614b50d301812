import Foundation
import Testing

/// The real `listdiff` executable, run as a user would run it: stdout,
/// stderr and exit status.
@Suite("listdiff, the executable")
struct BinaryTests {
    /// The folder that holds the built products, next to the test bundle.
    static let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    func listdiff(_ arguments: [String], stdin: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Self.products.appendingPathComponent("listdiff")
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        let error = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    @Test func checksTheWholeCorpus() throws {
        let run = try listdiff(["check", "Fixtures/"])
        #expect(run.status == 0)
        #expect(run.standardError == "")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.last?.hasSuffix("passed, 0 failed") == true)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("pass ") })
        #expect(lines.count >= 41)
    }

    @Test func plansTheReadmeExample() throws {
        let run = try listdiff(["plan", "Fixtures/sectioned/spec-example.json"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("move section [2] → [1] \"sec-c\""))
        #expect(run.standardOutput.contains("move item [0, 0] → [2, 2] \"apple\"\n  reload item [0, 2] \"fig\""))
        #expect(run.standardOutput.hasSuffix("2 deletes, 2 inserts, 2 moves, 2 reloads in 1 stage\n"))
    }

    @Test func readsStandardInput() throws {
        let fixture = #"{"old": {"items": [1, 2, 3]}, "new": {"items": [3, 1, 2]}, "expect": {"moves": 1}}"#
        let run = try listdiff(["check", "-"], stdin: fixture)
        #expect(run.standardOutput == "pass <stdin>\n1 passed, 0 failed\n")
        #expect(run.status == 0)
    }

    @Test func badInputIsOneLineAndStatusTwo() throws {
        let run = try listdiff(["plan", "-", "Fixtures/flat/swap-adjacent.json"], stdin: #"{"items": [1,, 2]}"#)
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(
            run.standardError == "listdiff: <stdin>:1:14: invalid JSON: unexpected character ',', expected a value\n")
    }

    @Test func failedCheckIsStatusOne() throws {
        let fixture = #"{"old": {"items": [1, 2, 3]}, "new": {"items": [3, 1, 2]}, "expect": {"moves": 3}}"#
        let run = try listdiff(["check", "-"], stdin: fixture)
        #expect(run.status == 1)
        #expect(run.standardOutput == "FAIL <stdin>: moves: expected 3, got 1\n0 passed, 1 failed\n")
    }

    @Test func helpIsStatusZero() throws {
        let run = try listdiff(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("listdiff: diff list snapshots"))
    }

    @Test func jsonPatchOfRecords() throws {
        let old = #"[{"id": 1, "title": "Milk", "done": false}, {"id": 2, "title": "Eggs"}, {"id": 3}]"#
        let new = try temporaryFile(#"[{"id": 2, "title": "Eggs"}, {"id": 1, "title": "Milk", "done": true}, 4]"#)
        let run = try listdiff(["plan", "-", new, "--format", "json-patch"], stdin: old)
        #expect(run.status == 0)
        #expect(run.standardError == "")
        #expect(
            run.standardOutput == """
                [
                  {"op": "remove", "path": "/2"},
                  {"op": "move", "from": "/1", "path": "/0"},
                  {"op": "add", "path": "/2", "value": 4},
                  {"op": "replace", "path": "/1/done", "value": true}
                ]

                """)
    }

    @Test func jsonPatchOfBadInputIsOneLineAndStatusTwo() throws {
        let old = try temporaryFile("[1, 2]", name: "old.json")
        let new = try temporaryFile(#"[1, {"x": 2}]"#)
        let run = try listdiff(["plan", old, new, "--format=json-patch"])
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError == "listdiff: \(new): [1]: an item object needs an \"id\"\n")
    }

    @Test func sectionIDKeyBesideItemIDKey() throws {
        let old = try temporaryFile(
            #"{"sections": [{"id": "s", "items": [{"uuid": 1}, {"uuid": 2}]}]}"#, name: "o.json")
        let new = try temporaryFile(#"{"sections": [{"id": "s", "items": [{"uuid": 2}, {"uuid": 1}]}]}"#)
        let run = try listdiff(["plan", old, new, "--id", "uuid", "--section-id", "id", "--quiet"])
        #expect(run.standardOutput == "0 deletes, 0 inserts, 1 move, 0 reloads in 1 stage\n")
        #expect(run.standardError == "")
        #expect(run.status == 0)
        let missing = try listdiff(["plan", old, new, "--id", "uuid"])
        #expect(missing.standardOutput == "")
        #expect(missing.standardError == "listdiff: \(old): sections[0]: a section needs a \"uuid\"\n")
        #expect(missing.status == 2)
        let badKey = try listdiff(["plan", old, new, "--section-id", "a..b"])
        #expect(badKey.status == 2)
        #expect(badKey.standardError.hasPrefix("listdiff: --section-id needs a key such as 'id' or 'meta.uuid'"))
    }

    @Test func repeatedIdentifierIsOneWarningLine() throws {
        let old = try temporaryFile(#"{"items": ["a", "b", "a", "b"]}"#, name: "o.json")
        let new = try temporaryFile(#"["b", "a", "c", "c"]"#)
        let run = try listdiff(["plan", old, new, "--quiet"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "2 deletes, 2 inserts, 1 move, 0 reloads in 1 stage\n")
        #expect(
            run.standardError
                == "listdiff: warning: \(old): items[2]: the item identifier \"a\" is also at items[0]; occurrences pair in order\n"
        )
        let strict = try listdiff(["plan", old, new, "--strict", "--format", "json"])
        #expect(strict.status == 2)
        #expect(strict.standardOutput == "")
        #expect(
            strict.standardError
                == "listdiff: \(old): items[2]: the item identifier \"a\" is also at items[0]; --strict allows none\n")
        let newOnly = try listdiff(["plan", new, new, "--format", "json-patch", "--strict"])
        #expect(newOnly.status == 2)
        #expect(
            newOnly.standardError
                == "listdiff: \(new): [3]: the item identifier \"c\" is also at [2]; --strict allows none\n")
        let unique = try listdiff(["plan", "Fixtures/flat/swap-adjacent.json", "--strict", "--quiet"])
        #expect(unique.status == 0)
        #expect(unique.standardError == "")
    }

    /// A file in a fresh temporary folder holding `contents`.
    func temporaryFile(_ contents: String, name: String = "new.json") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-binary-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}
