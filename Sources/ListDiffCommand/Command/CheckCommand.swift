import Foundation
import ListDiff
import ListDiffExchange

/// `listdiff check PATH...`: plans every fixture, proves each plan by
/// applying it, and compares its counts with the fixture's `expect`.
package struct CheckCommand {
    package static let abstract = "Check fixtures: plan, apply and compare counts."
    package static let usage = """
        usage: listdiff check PATH...

        Each PATH is a fixture file, a folder searched (recursively) for *.json
        fixtures, or '-' for one fixture on standard input. For every fixture,
        plans the diff, applies the plan stage by stage with every batch-update
        rule checked, compares the result with "new" and the counts with
        "expect". Prints a line per fixture and 'N passed, N failed'.

        Exits with 0 when all pass, 1 when any fails, 2 on bad input.

        options:
          -h, --help   show this help
        """

    package var paths: [String]

    package init(arguments: [String]) throws(UsageError) {
        for argument in arguments where argument.hasPrefix("-") && argument != "-" {
            throw UsageError("unknown option '\(argument)' for 'check'")
        }
        guard !arguments.isEmpty else { throw UsageError("'check' needs at least one fixture file or folder") }
        paths = arguments
    }

    package func run(reader: InputReader) -> ToolOutput {
        // Read everything first: bad input fails the run before any output.
        var fixtures: [(file: String, fixture: Fixture)] = []
        do throws(InputError) {
            for file in try fixtureFiles() {
                fixtures.append((InputReader.displayName(file), try FixtureLoader(reader: reader).fixture(at: file)))
            }
        } catch {
            return .badInput(error.description)
        }

        var lines: [String] = []
        var failed = 0
        for (file, fixture) in fixtures {
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
        lines.append("\(fixtures.count - failed) passed, \(failed) failed")
        return ToolOutput(status: failed == 0 ? 0 : 1, standardOutput: lines.joined(separator: "\n") + "\n")
    }

    /// The fixture files the paths name, folders expanded in sorted order.
    func fixtureFiles() throws(InputError) -> [String] {
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
            guard !found.isEmpty else { throw InputError(file: path, "no *.json fixtures in this folder") }
            files += found
        }
        return files
    }
}
