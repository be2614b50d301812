/// A sum of terms and a constant, such as `avatar.bottom + 8` or
/// `0.5 × left + 0.5 × right`: one side of a ``Constraint``.
///
/// Build expressions with `+`, `-` and `*` on variables, expressions and
/// numbers. A variable may appear in several terms; the solver adds them up.
///
/// ```swift
/// let middle = 0.5 * left + 0.5 * right
/// let below = avatar.bottom + 8
/// ```
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates an expression.
    ///
    /// - Parameters:
    ///   - terms: The terms.
    ///   - constant: The constant, 0 by default.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    ///
    /// - Parameter variable: The variable.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Whether every coefficient and the constant are finite.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The largest magnitude among the coefficients and the constant.
    var largestMagnitude: Double {
        terms.reduce(constant.magnitude) { Swift.max($0, $1.coefficient.magnitude) }
    }

    /// The terms and the constant as written, such as `avatar.bottom + 8`,
    /// `0.5 * left + 0.5 * right` or `0`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = term.coefficient.magnitude
            let factor = magnitude == 1 ? "" : "\(magnitude.compactDescription) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.name
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.name
            }
        }
        if text.isEmpty { return constant.compactDescription }
        if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + constant.magnitude.compactDescription
        }
        return text
    }

    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + -rhs
    }

    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// The expression with every sign flipped.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        -1 * operand
    }

    /// The expression scaled by a factor.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(
            rhs.terms.map { Term($0.variable, coefficient: $0.coefficient * lhs) }, constant: rhs.constant * lhs)
    }

    /// The expression scaled by a factor.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        rhs * lhs
    }
}

extension Variable {
    /// The variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs)])
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, coefficient: -1)])
    }

    /// The variable scaled by a factor.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(rhs, coefficient: lhs)])
    }
}

extension Variable {
    /// The variable plus an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// The variable minus an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
}
