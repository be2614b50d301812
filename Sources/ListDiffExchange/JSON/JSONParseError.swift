/// The error ``JSONParser`` throws when its input is not a single, valid JSON
/// value.
///
/// An error names one place in the input and says what is wrong there, quoting
/// what was found and what was expected:
///
/// ```
/// 3:14: expected ',' or ']' after array element, found 'x'
/// ```
///
/// Positions are 1-based. The ``line`` counts line breaks before the position:
/// `\n`, `\r\n` (one break) and a lone `\r` each start a new line. The
/// ``column`` counts *bytes*, not characters, from the start of the line, so a
/// position after non-ASCII text is further right than the characters an editor
/// shows. A UTF-8 byte order mark at the start of the input is not counted.
/// The end of the input is the position just after its last byte.
package struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The 1-based line of the position the error names.
    package let line: Int

    /// The 1-based column of the position the error names, counted in bytes
    /// from the start of the line.
    package let column: Int

    /// A short message saying what is wrong, without the position, such as
    /// `unterminated string` or `duplicate key "id"`.
    ///
    /// Bytes that are not printable are shown in hexadecimal (`0x0A`); other
    /// non-printable characters as code points (`U+00A0`). The message never
    /// contains a line break.
    package let message: String

    /// Creates an error at a position with a message.
    ///
    /// - Parameters:
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, counted in bytes from the start of the line.
    ///   - message: What is wrong at that position.
    package init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The position and message as one line: `"line:column: message"`,
    /// for example `"1:5: unterminated string"`.
    package var description: String {
        "\(line):\(column): \(message)"
    }
}
