/// Arguments the tool cannot make sense of.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { "\(message); see 'listdiff --help'" }
}
