import Foundation
import ListDiff
import ListDiffExchange

/// `listdiff check PATH...`: plans every fixture, proves each plan by
/// applying it, and compares its counts with the fixture's `expect`.
package struct CheckCommand {
    package static let abstract = "Check fixtures: plan, apply and compare counts."
    package static let usage = """
        usage: listdiff check PATH... [--id KEY] [--section-id KEY]

        Each PATH is a fixture file, a folder searched (recursively) for *.json
        fixtures, or '-' for one fixture on standard input. For every fixture,
        plans the diff, applies the plan stage by stage with every batch-update
        rule checked, compares the result with "new" and the counts with
        "expect". Prints a line per file and 'N passed, N failed'; a file that
        cannot be read, is not JSON or is not a fixture gets an 'error' line
        naming the place, and the others are still checked.

        Exits with 0 when all pass, 1 when a check fails, 2 when a file could
        not be checked (with one line on standard error).

        options:
          --id KEY     the identifier's key in item and section objects
          --section-id KEY
                       the identifier's key in section objects (default:
                       the --id key)
          -h, --help   show this help
        """

    package var paths: [String]
    package var idKey: String
    package var sectionIDKey: String?

    package init(arguments: [String]) throws(UsageError) {
        let parsed = try Arguments(
            arguments, command: "check",
            valued: ["--id": "a key such as id or meta.uuid", "--section-id": "a key such as id or meta.uuid"],
            flags: [])
        guard !parsed.paths.isEmpty else { throw UsageError("'check' needs at least one fixture file or folder") }
        paths = parsed.paths
        idKey = try parsed.idKey()
        sectionIDKey = try parsed.sectionIDKey()
    }

    package func run(reader: InputReader) -> ToolOutput {
        let loader = FixtureLoader(reader: reader, decoder: ExchangeDecoder(idKey: idKey, sectionIDKey: sectionIDKey))
        var lines: [String] = []
        var failed = 0
        var unreadable = 0
        for file in fixtureFiles() {
            let fixture: Fixture
            do throws(InputError) {
                var isFolder: ObjCBool = false
                if file != "-", FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue
                {
                    throw InputError(file: file, "no *.json fixtures in this folder")
                }
                fixture = try loader.fixture(at: file)
            } catch {
                unreadable += 1
                lines.append("error \(error)")
                continue
            }
            let file = InputReader.displayName(file)
            let label = fixture.name.map { "\(file) (\($0))" } ?? file
            let plan = ExchangePlan(from: fixture.old.sections, to: fixture.new.sections)
            var problems: [String] = []
            do {
                _ = try plan.apply(to: fixture.old.sections, target: fixture.new.sections)
            } catch {
                problems.append("invalid plan: \(error)")
            }
            problems += fixture.expect.mismatches(with: plan.counts)
            if problems.isEmpty {
                lines.append("pass \(label)")
            } else {
                failed += 1
                lines.append("FAIL \(label): " + problems.joined(separator: "; "))
            }
        }
        let checked = lines.count - unreadable
        lines.append("\(checked - failed) passed, \(failed + unreadable) failed")
        let output = lines.joined(separator: "\n") + "\n"
        guard unreadable == 0 else {
            let files = unreadable == 1 ? "1 file" : "\(unreadable) files"
            return ToolOutput(
                status: 2, standardOutput: output,
                standardError: "listdiff: \(files) could not be checked (see the 'error' lines)\n")
        }
        return ToolOutput(status: failed == 0 ? 0 : 1, standardOutput: output)
    }

    /// The fixture files the paths name, folders expanded in sorted order. A
    /// folder with no `*.json` file is named as it is, so that reading it
    /// reports the problem on its line.
    func fixtureFiles() -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                files.append(path)
                continue
            }
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".json") }
                .sorted()
                .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
                .filter { candidate in
                    var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder)
                        && !isFolder.boolValue
                }
            files += found.isEmpty ? [path] : found
        }
        return files
    }
}
