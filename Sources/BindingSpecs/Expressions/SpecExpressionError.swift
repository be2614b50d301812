/// A `value` that is not an expression.
struct SpecExpressionError: Error {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var message: String {
        "expected a property name, '!name', 'name === null', 'name !== null' or 'name.length' compared "
            + "with a number, found '\(text)'"
    }
}
