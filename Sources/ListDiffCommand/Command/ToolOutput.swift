/// What a run of the tool produced: its exit status and the text of its two
/// output streams. The executable prints these; tests compare them.
package struct ToolOutput: Equatable, Sendable {
    /// 0 success, 1 a check failed, 2 bad usage or bad input.
    package var status: Int32
    package var standardOutput: String
    package var standardError: String

    package init(status: Int32, standardOutput: String = "", standardError: String = "") {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// A failure from bad usage or bad input: one line on standard error,
    /// nothing on standard output, status 2.
    package static func badInput(_ message: String) -> ToolOutput {
        ToolOutput(status: 2, standardError: "listdiff: \(message)\n")
    }
}
