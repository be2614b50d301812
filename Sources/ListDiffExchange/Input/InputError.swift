/// Bad input: a file that cannot be read or does not hold what it should.
///
/// Its description is the one line the tool prints on standard error, naming
/// the file and the place: `new.json:3:14: unterminated string` for a
/// syntax error, `new.json: sections[2].items[5].id: expected a string or an
/// integer, found true` for a value of the wrong kind.
package struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it, or `<stdin>`.
    package var file: String
    /// Line and column for a syntax error.
    package var position: (line: Int, column: Int)?
    /// The path to the offending value, such as `sections[2].items[5].id`.
    package var path: String?
    /// What is wrong.
    package var message: String

    package init(file: String, position: (line: Int, column: Int)? = nil, path: String? = nil, _ message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    package var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if let path, !path.isEmpty { text += "\(path): " }
        return text + message
    }

    package static func == (lhs: InputError, rhs: InputError) -> Bool {
        lhs.description == rhs.description
    }
}
