/// A variable times a coefficient: one term of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    ///
    /// - Parameters:
    ///   - variable: The variable.
    ///   - coefficient: The factor, 1 by default.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
