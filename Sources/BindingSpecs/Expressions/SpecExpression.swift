/// A spec binding's `value`, parsed: a property name and, if any, a test.
struct SpecExpression: Equatable {
    /// The property's dotted name, such as `person.firstName`.
    var property: String
    /// The test, or `nil` for the value itself.
    var test: SpecTest?

    /// Parses `text`; returns a message saying what was expected when it is
    /// not an expression.
    static func parse(_ text: String) -> Result<SpecExpression, SpecExpressionError> {
        let text = text.trimmingSpaces
        if text.hasPrefix("!"), !text.hasPrefix("!=") {
            let name = String(text.dropFirst()).trimmingSpaces
            guard isPropertyName(name) else { return .failure(.init(text)) }
            return .success(SpecExpression(property: name, test: .negation))
        }
        for comparison in SpecComparison.allCases {
            guard let start = text.indices.first(where: { text[$0...].hasPrefix(comparison.rawValue) }) else {
                continue
            }
            let end = text.index(start, offsetBy: comparison.rawValue.count)
            let left = String(text[..<start]).trimmingSpaces
            let right = String(text[end...]).trimmingSpaces
            if right == "null", comparison == .equal || comparison == .notEqual, isPropertyName(left) {
                return .success(SpecExpression(property: left, test: comparison == .equal ? .isNull : .isNotNull))
            }
            guard left.hasSuffix(".length"), let number = Int(right) else { return .failure(.init(text)) }
            let name = String(left.dropLast(".length".count))
            guard isPropertyName(name) else { return .failure(.init(text)) }
            return .success(SpecExpression(property: name, test: .length(comparison, number)))
        }
        guard isPropertyName(text) else { return .failure(.init(text)) }
        return .success(SpecExpression(property: text, test: nil))
    }

    /// Whether `name` is dotted identifiers: `person.firstName`.
    private static func isPropertyName(_ name: String) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
    }
}
