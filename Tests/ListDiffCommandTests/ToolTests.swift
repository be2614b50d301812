import Foundation
import TestSupport
import Testing

@testable import ListDiffCommand
@testable import ListDiffExchange

/// The tool run in-process, for every kind of input; `BinaryTests` runs the
/// real executable.
@Suite("listdiff, in process")
struct ToolTests {
    func run(_ arguments: [String], stdin: String = "") -> ToolOutput {
        let bytes = Array(stdin.utf8)
        return ListDiffTool.run(arguments: arguments, reader: InputReader(readStandardInput: { bytes }))
    }

    func file(_ name: String, _ contents: String) throws -> String {
        try file(name, Array(contents.utf8))
    }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-tests-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func planPrintsOneOperationALine() throws {
        let old = try file("old.json", #"{"items": ["a", "b", {"id": "c", "content": 1}]}"#)
        let new = try file("new.json", #"{"items": [{"id": "c", "content": 2}, "a", "d"]}"#)
        let output = run(["plan", old, new])
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput == """
                stage 1 of 1
                  delete item [1] "b"
                  insert item [2] "d"
                  move item [0] → [1] "a"
                  reload item [2] "c"
                1 delete, 1 insert, 1 move, 1 reload in 1 stage

                """)
    }

    @Test func planOfEqualSnapshotsSaysSo() throws {
        let old = try file("same.json", #"{"items": [1, 2, 3]}"#)
        let output = run(["plan", old, old])
        #expect(output == ToolOutput(status: 0, standardOutput: "no changes: the snapshots are equal\n"))
        let json = run(["plan", old, old, "--format", "json"])
        #expect(
            json.standardOutput
                == "{\n  \"stages\": [],\n  \"counts\": {\"deletes\": 0, \"inserts\": 0, \"moves\": 0, \"reloads\": 0, \"stages\": 0}\n}\n"
        )
    }

    @Test func planJSONIsTheExchangeFormat() throws {
        let fixture = try file(
            "fixture.json",
            #"{"old": {"sections": [{"id": 1, "items": ["x"]}]}, "new": {"sections": [{"id": "1", "items": ["x"]}]}}"#)
        let output = run(["plan", fixture, "--format=json"])
        #expect(output.status == 0)
        let parsed = try JSONParser.parse(Array(output.standardOutput.utf8))
        guard case .object(let plan) = parsed, case .array(let stages)? = plan["stages"] else {
            Issue.record("not a plan: \(output.standardOutput)")
            return
        }
        // Section 1 is deleted, "1" inserted, and x moves between them: three stages.
        #expect(stages.count == 3)
        #expect(
            plan["counts"]
                == .object([
                    "deletes": .number(JSONNumber(1)), "inserts": .number(JSONNumber(1)),
                    "moves": .number(JSONNumber(1)), "reloads": .number(JSONNumber(0)),
                    "stages": .number(JSONNumber(3)),
                ]))
    }

    @Test func standardInputIsADash() throws {
        let new = try file("stdin-new.json", #"{"items": [2, 1]}"#)
        let output = run(["plan", "-", new], stdin: #"{"items": [1, 2]}"#)
        #expect(output.status == 0)
        #expect(output.standardOutput.hasSuffix("0 deletes, 0 inserts, 1 move, 0 reloads in 1 stage\n"))
    }

    @Test func checkReportsEachFixtureAndATotal() throws {
        let good = try file(
            "good.json",
            #"{"name": "swap", "old": {"items": [1, 2]}, "new": {"items": [2, 1]}, "expect": {"moves": 1}}"#)
        let bad = try file(
            "bad.json", #"{"old": {"items": [1, 2]}, "new": {"items": [2, 1]}, "expect": {"moves": 2, "deletes": 0}}"#)
        let output = run(["check", good, bad])
        #expect(output.status == 1)
        #expect(
            output.standardOutput == """
                pass \(good) (swap)
                FAIL \(bad): moves: expected 2, got 1
                1 passed, 1 failed

                """)
        #expect(run(["check", good]).status == 0)
    }

    /// Every kind of bad input: one line on standard error naming the file
    /// and the place, status 2, nothing on standard output.
    @Test(
        "Bad input",
        arguments: [
            ("", ": empty file, expected JSON"),
            ("  \n ", ": no JSON, only white space"),
            (#"{"items": [1, 2,]}"#, ":1:17: invalid JSON: unexpected character ']', expected a value"),
            ("[1, true]", ": [1]: expected an item (an id, or an object with \"id\"), found true"),
            (
                "\"a\"",
                ": expected a snapshot (an array of items, or an object with \"sections\" or \"items\"), found a string"
            ),
            (#"{"items": [true]}"#, ": items[0]: expected an item (an id, or an object with \"id\"), found true"),
            (#"{"items": [1.0]}"#, ": items[0]: expected a string or an integer, found the number 1.0"),
            (#"{"items": [{"content": 1}]}"#, ": items[0]: an item object needs an \"id\""),
            (#"{"items": [], "sections": []}"#, ": a snapshot has \"sections\" or \"items\", not both"),
            (#"{"sections": [{"id": "a"}]}"#, ": sections[0]: a section needs \"items\" (an array, possibly empty)"),
            (
                #"{"sections": [{"id": "a", "items": []}, {"id": "b", "items": [1, {"id": null}]}]}"#,
                ": sections[1].items[1].id: expected a string or an integer, found null"
            ),
            (#"{"items": {"a": 1}}"#, ": items: expected an array, found an object"),
            (#"{"items": [1e99999999999999999999999]}"#, ":1:12: invalid JSON: number out of range"),
            (String(repeating: "[", count: 100_000), ":1:513: invalid JSON: nesting deeper than 512 levels"),
        ])
    func badInput(contents: String, message: String) throws {
        let good = try file("good-snapshot.json", #"{"items": [1]}"#)
        let path = try file("bad-input-\(UUID().uuidString).json", contents)
        let output = run(["plan", path, good])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError == "listdiff: \(path)\(message)\n")
    }

    @Test(
        "Files are read whole: empty, shorter than the 64 KiB read chunk, and spanning several",
        arguments: [0, 1, 65_535, 65_536, 200_003])
    func readsWholeFiles(count: Int) throws {
        var generator = SeededGenerator(seed: UInt64(count))
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = try file("read-\(count).bin", bytes)
        #expect(InputReader.contents(ofFile: path) == bytes)
        #expect(InputReader.contents(ofFile: path + ".missing") == nil)
    }

    @Test func invalidUTF8IsBadInput() throws {
        let path = try file("utf8.json", Array(#"{"items": [""#.utf8) + [0xC3, 0x28] + Array(#""]}"#.utf8))
        let output = run(["plan", path, path])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(output.standardError.hasPrefix("listdiff: \(path):1:"))
        #expect(output.standardError.contains("UTF-8"))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test func hugeIntegerIdentifiersAreKeptExactly() throws {
        let old = try file("huge-old.json", #"{"items": [123456789012345678901234567890]}"#)
        let new = try file("huge-new.json", #"{"items": [123456789012345678901234567891]}"#)
        let output = run(["plan", old, new])
        #expect(output.standardOutput.contains("delete item [0] 123456789012345678901234567890"))
        #expect(output.standardOutput.contains("insert item [0] 123456789012345678901234567891"))
    }

    @Test(
        "Bad usage",
        arguments: [
            ([String](), "missing command: plan, check or help"),
            (["frob"], "unknown command 'frob'"),
            (["plan"], "'plan' needs OLD.json NEW.json, or FIXTURE.json"),
            (["plan", "a", "b", "c"], "'plan' takes OLD.json NEW.json, or FIXTURE.json, not 3 paths"),
            (["plan", "a", "--format", "xml"], "unknown format 'xml', expected text, json, json-patch or html"),
            (["plan", "a", "--format"], "--format needs a value: text, json, json-patch or html"),
            (["plan", "a", "--verbose"], "unknown option '--verbose' for 'plan'"),
            (["plan", "-", "-"], "only one path can be '-' (standard input)"),
            (["check"], "'check' needs at least one fixture file or folder"),
        ])
    func badUsage(arguments: [String], message: String) {
        let output = run(arguments)
        #expect(output == ToolOutput.badInput("\(message); see 'listdiff --help'"))
    }

    @Test func missingFilesAndFolders() throws {
        #expect(
            run(["plan", "/nonexistent/old.json", "x"]).standardError
                == "listdiff: /nonexistent/old.json: no such file\n")
        let directory = FileManager.default.temporaryDirectory.path
        #expect(
            run(["plan", directory, "x"]).standardError
                == "listdiff: \(directory): is a directory, expected a JSON file\n")
        let snapshot = try file("only-snapshot.json", #"{"items": [1]}"#)
        #expect(
            run(["plan", snapshot]).standardError
                == "listdiff: \(snapshot): expected a fixture with \"old\" and \"new\"; to diff two snapshots, give two files\n"
        )
    }

    @Test func checkReportsABadFileOnItsLineAndChecksTheRest() throws {
        let good = try file(
            "good-fixture.json", #"{"old": {"items": [1]}, "new": {"items": []}, "expect": {"deletes": 1}}"#)
        let bad = try file(
            "bad-fixture.json", #"{"old": {"items": [1]}, "new": {"items": [1]}, "expect": {"moved": 1}}"#)
        let notJSON = try file("notes.json", "not json")
        let output = run(["check", bad, good, notJSON])
        #expect(
            output
                == ToolOutput(
                    status: 2,
                    standardOutput: """
                        error \(bad): expect.moved: unknown counter, expected deletes, inserts, moves or reloads
                        pass \(good)
                        error \(notJSON):1:1: invalid JSON: unexpected word 'not', expected a value
                        1 passed, 2 failed

                        """,
                    standardError: "listdiff: 2 files could not be checked (see the 'error' lines)\n"))
    }

    @Test func recordsDiffOnEverythingButTheirIdentifier() throws {
        let old = try file(
            "todo-old.json", #"[{"id": 1, "title": "Milk", "done": false}, {"id": 2, "title": "Eggs", "done": false}]"#)
        let new = try file(
            "todo-new.json", #"[{"id": 2, "title": "Eggs", "done": false}, {"id": 1, "title": "Milk", "done": true}]"#)
        #expect(
            run(["plan", old, new]).standardOutput == """
                stage 1 of 1
                  move item [1] → [0] 2
                  reload item [0] 1
                0 deletes, 0 inserts, 1 move, 1 reload in 1 stage

                """)
        #expect(
            run(["plan", old, new, "--quiet"]).standardOutput == "0 deletes, 0 inserts, 1 move, 1 reload in 1 stage\n")
        let nested = try file("nested.json", #"[{"meta": {"uuid": "a", "v": 1}, "x": 1}]"#)
        let changed = try file("nested-new.json", #"[{"meta": {"uuid": "a", "v": 2}, "x": 1}]"#)
        #expect(
            run(["plan", nested, changed, "--id", "meta.uuid", "--quiet"]).standardOutput.hasPrefix(
                "0 deletes, 0 inserts, 0 moves, 1 reload"))
        #expect(
            run(["plan", nested, changed]).standardError
                == "listdiff: \(nested): [0]: an item object needs an \"id\"\n")
        #expect(run(["--version"]).standardOutput.hasPrefix("listdiff "))
        // A record of only its nested identifier is a bare identifier.
        let onlyID = try file("only-id.json", #"[{"meta": {"uuid": "a"}}]"#)
        let bare = try file("bare.json", #"["a"]"#)
        #expect(
            run(["plan", onlyID, bare, "--id", "meta.uuid"]).standardOutput == "no changes: the snapshots are equal\n")
        #expect(
            run(["check", onlyID, "--id", "a..b"])
                == ToolOutput.badInput(
                    "--id needs a key such as 'id' or 'meta.uuid', not 'a..b'; see 'listdiff --help'"))
    }

    @Test func helpGoesToStandardOutput() {
        for arguments in [["--help"], ["help"], ["-h"]] {
            let output = run(arguments)
            #expect(output.status == 0)
            #expect(output.standardOutput.contains("usage: listdiff plan OLD.json NEW.json"))
            #expect(output.standardError == "")
        }
        #expect(run(["plan", "--help"]).standardOutput == PlanCommand.usage + "\n")
        #expect(run(["help", "check"]).standardOutput == CheckCommand.usage + "\n")
    }
}
