/// Bad input: a file that cannot be read, or JSON that does not hold what it
/// should.
///
/// Its description is one line naming the file (when there is one) and the
/// place: `new.json:3:14: invalid JSON: unterminated string` for a syntax
/// error, `new.json: sections[2].items[5].id: expected a string or an
/// integer, found true` for a value of the wrong kind, and the same without
/// the file name for input given as bytes. It is the line the `listdiff`
/// tool prints on standard error.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it, `<stdin>` for standard input, or the
    /// empty string for input given as bytes.
    public var file: String
    /// The 1-based line and column of a syntax error; the column counts bytes.
    public var position: (line: Int, column: Int)?
    /// The path to the offending value, such as `sections[2].items[5].id`.
    public var path: String?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - file: The file, or the empty string for input given as bytes.
    ///   - position: The line and column of a syntax error.
    ///   - path: The path to the offending value.
    ///   - message: What is wrong.
    public init(file: String, position: (line: Int, column: Int)? = nil, path: String? = nil, _ message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// The error as one line: the file, the place, then the message.
    public var description: String {
        var place: [String] = []
        if !file.isEmpty { place.append(file) }
        if let position { place.append("\(position.line):\(position.column)") }
        var text = place.joined(separator: ":")
        if !text.isEmpty { text += ": " }
        if let path, !path.isEmpty { text += "\(path): " }
        return text + message
    }

    /// Whether two errors say the same thing in the same place.
    ///
    /// - Parameters:
    ///   - lhs: An error.
    ///   - rhs: Another error.
    /// - Returns: Whether their descriptions are equal.
    public static func == (lhs: InputError, rhs: InputError) -> Bool {
        lhs.description == rhs.description
    }
}
