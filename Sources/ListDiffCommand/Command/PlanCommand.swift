import ListDiff
import ListDiffExchange

/// `listdiff plan OLD.json NEW.json [--format text|json]`, or
/// `listdiff plan FIXTURE.json`: prints the plan between two snapshots.
package struct PlanCommand {
    package enum Format: String, Sendable {
        case text, json
    }

    package static let abstract = "Print the plan that turns one snapshot into another."
    package static let usage = """
        usage: listdiff plan OLD.json NEW.json [--format text|json]
               listdiff plan FIXTURE.json [--format text|json]

        Prints the staged plan (deletes, inserts, moves and reloads of sections
        and items) that turns the old snapshot into the new one. A path of '-'
        reads standard input.

        options:
          --format text   one operation a line, for people (the default)
          --format json   the exchange format's plan, for programs
          -h, --help      show this help
        """

    package var paths: [String]
    package var format: Format

    /// Parses the arguments after `plan`.
    package init(arguments: [String]) throws(UsageError) {
        var paths: [String] = []
        var format = Format.text
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--format" || argument.hasPrefix("--format=") {
                let value: String
                if argument == "--format" {
                    guard let next = remaining.popFirst() else {
                        throw UsageError("--format needs a value: text or json")
                    }
                    value = next
                } else {
                    value = String(argument.dropFirst("--format=".count))
                }
                guard let parsed = Format(rawValue: value) else {
                    throw UsageError("unknown format '\(value)', expected text or json")
                }
                format = parsed
            } else if argument.hasPrefix("-") && argument != "-" {
                throw UsageError("unknown option '\(argument)' for 'plan'")
            } else {
                paths.append(argument)
            }
        }
        guard (1...2).contains(paths.count) else {
            throw UsageError(
                paths.isEmpty
                    ? "'plan' needs OLD.json NEW.json, or FIXTURE.json"
                    : "'plan' takes OLD.json NEW.json, or FIXTURE.json, not \(paths.count) paths")
        }
        guard paths.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError("only one path can be '-' (standard input)")
        }
        self.paths = paths
        self.format = format
    }

    package func run(reader: InputReader) -> ToolOutput {
        let old: ExchangeSnapshot
        let new: ExchangeSnapshot
        do throws(InputError) {
            if paths.count == 1 {
                let fixture = try FixtureLoader(reader: reader).fixture(at: paths[0])
                (old, new) = (fixture.old, fixture.new)
            } else {
                old = try FixtureLoader(reader: reader).snapshot(at: paths[0])
                new = try FixtureLoader(reader: reader).snapshot(at: paths[1])
            }
        } catch {
            return .badInput(error.description)
        }
        let plan = ExchangePlan(from: old.sections, to: new.sections)
        let text =
            switch format {
            case .text: PlanTextWriter(isFlat: old.isFlat && new.isFlat).write(plan)
            case .json: PlanJSONWriter().write(plan)
            }
        return ToolOutput(status: 0, standardOutput: text)
    }
}
