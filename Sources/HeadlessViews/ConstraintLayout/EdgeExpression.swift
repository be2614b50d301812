import ConstraintSolver

/// The expression of one attribute of a view in its edge variables: one or
/// two terms and a constant, held inline so that a constraint's sides are
/// built without an array per attribute (see
/// ``LayoutSystem/edgeExpression(_:of:area:mirrored:)``).
///
/// Its arithmetic is `LinearExpression`'s, operation for operation, so a
/// side built from it equals the one the operators give, bit for bit.
struct EdgeExpression {
    var first: Variable
    var firstCoefficient: Double
    /// The second term, if any.
    var second: Variable?
    var secondCoefficient: Double
    var constant: Double

    /// `variable + constant`.
    init(_ variable: Variable, constant: Double) {
        (first, firstCoefficient, second, secondCoefficient) = (variable, 1, nil, 0)
        self.constant = constant
    }

    /// `a × first + b × second + constant`.
    init(_ first: Variable, _ a: Double, _ second: Variable, _ b: Double, constant: Double) {
        (self.first, firstCoefficient, self.second, secondCoefficient) = (first, a, second, b)
        self.constant = constant
    }

    /// `factor × self`, as `factor * expression` computes it.
    func scaled(by factor: Double) -> EdgeExpression {
        var scaled = self
        scaled.firstCoefficient = firstCoefficient * factor
        scaled.secondCoefficient = secondCoefficient * factor
        scaled.constant = constant * factor
        return scaled
    }

    /// Appends the terms of `factor × self` to `terms` and returns its
    /// constant.
    func append(times factor: Double, to terms: inout [Term]) -> Double {
        terms.append(Term(first, coefficient: firstCoefficient * factor))
        if let second { terms.append(Term(second, coefficient: secondCoefficient * factor)) }
        return constant * factor
    }

    /// The expression as a `LinearExpression`.
    var linearExpression: LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(second == nil ? 1 : 2)
        let constant = append(times: 1, to: &terms)
        return LinearExpression(terms, constant: constant)
    }
}
