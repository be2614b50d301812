import ListDiffExchange

/// The `listdiff` command line tool: parses the command and runs it.
///
/// Output goes into a ``ToolOutput`` rather than straight to the terminal,
/// so tests can run the tool in-process as well as through the binary.
package enum ListDiffTool {
    package static let help = """
        listdiff: diff list snapshots into minimal, staged batch updates.

        usage: listdiff plan OLD.json NEW.json [--format text|json|json-patch|html] [--id KEY] [--section-id KEY] [--strict] [--quiet]
               listdiff plan FIXTURE.json [--format text|json|json-patch|html] [--id KEY] [--section-id KEY] [--strict] [--quiet]
               listdiff check PATH... [--id KEY] [--section-id KEY]
               listdiff help [COMMAND]
               listdiff --version

        commands:
          plan    \(PlanCommand.abstract)
          check   \(CheckCommand.abstract)

        A path of '-' reads standard input. Exit status: 0 success, 1 a check
        failed, 2 bad usage or bad input (one line on standard error).
        See 'listdiff help plan' and 'listdiff help check'.
        """

    /// The tool's version, as `--version` prints it.
    package static let version = "0.3.0"

    /// Runs the tool with `arguments` (without the program name).
    package static func run(arguments: [String], reader: InputReader = InputReader()) -> ToolOutput {
        guard let command = arguments.first else {
            return .badInput(UsageError("missing command: plan, check or help").description)
        }
        let rest = Array(arguments.dropFirst())
        let wantsHelp = rest.contains("-h") || rest.contains("--help")
        do throws(UsageError) {
            switch command {
            case "-h", "--help":
                return ToolOutput(status: 0, standardOutput: help + "\n")
            case "--version", "version":
                return ToolOutput(status: 0, standardOutput: "listdiff \(version)\n")
            case "help":
                switch rest.first {
                case nil: return ToolOutput(status: 0, standardOutput: help + "\n")
                case "plan": return ToolOutput(status: 0, standardOutput: PlanCommand.usage + "\n")
                case "check": return ToolOutput(status: 0, standardOutput: CheckCommand.usage + "\n")
                case let other?: throw UsageError("no help for unknown command '\(other)'")
                }
            case "plan":
                if wantsHelp { return ToolOutput(status: 0, standardOutput: PlanCommand.usage + "\n") }
                return try PlanCommand(arguments: rest).run(reader: reader)
            case "check":
                if wantsHelp { return ToolOutput(status: 0, standardOutput: CheckCommand.usage + "\n") }
                return try CheckCommand(arguments: rest).run(reader: reader)
            default:
                throw UsageError("unknown command '\(command)'")
            }
        } catch {
            return .badInput(error.description)
        }
    }
}
