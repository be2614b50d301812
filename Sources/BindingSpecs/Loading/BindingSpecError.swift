/// A binding spec file that cannot be loaded: its description names the
/// file, the place in it and what is wrong, such as
/// `person.json: FirstNameField.bindings.enabled[1].value: unknown property 'isSavng' of PersonViewController`.
public struct BindingSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named.
    public var file: String
    /// Line and column, for a file that is not valid JSON.
    public var line: Int?
    /// The column on ``line``.
    public var column: Int?
    /// The place in the spec, such as `FirstNameField.bindings.text.value`;
    /// empty for the whole file.
    public var place: String
    /// What is wrong, quoting the input and saying what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, place: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.place = place
        self.message = message
    }

    /// `file[:line:column]: place: message`.
    public var description: String {
        var text = file
        if let line, let column { text += ":\(line):\(column)" }
        text += ": "
        if !place.isEmpty { text += "\(place): " }
        return text + message
    }
}
