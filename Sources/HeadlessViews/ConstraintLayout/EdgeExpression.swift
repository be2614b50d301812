import ConstraintSolver

/// The expression of one attribute of a view in its edge variables: one or
/// two terms and a constant, held inline so that a constraint's sides are
/// built without an array per attribute (see
/// ``LayoutSystem/edgeExpression(_:of:area:mirrored:)``).
///
/// It names the view's edges rather than holding their variables, whose
/// names are strings: so it is copied and dropped without a retain or a
/// release, and the variables are read only as the terms are written.
///
/// Its arithmetic is `LinearExpression`'s, operation for operation, so a
/// side built from it equals the one the operators give, bit for bit.
@MainActor
struct EdgeExpression {
    /// One of a view's four edge variables.
    enum Edge {
        case left, top, right, bottom
    }

    /// The view's variables, not held: an expression lives within one
    /// ``LayoutSystem/add(_:)``, whose system holds the entry. Unmanaged
    /// rather than `unowned(unsafe)`, whose every read retained and
    /// released the entry (see ``append(times:negated:to:)``).
    let entry: Unmanaged<LayoutSystem.Entry>
    var first: Edge
    var firstCoefficient: Double
    /// The second term's edge, if any.
    var second: Edge?
    var secondCoefficient: Double
    var constant: Double

    /// `edge + constant`.
    init(_ entry: LayoutSystem.Entry, _ edge: Edge, constant: Double) {
        self.entry = Unmanaged.passUnretained(entry)
        (first, firstCoefficient, second, secondCoefficient) = (edge, 1, nil, 0)
        self.constant = constant
    }

    /// `a × first + b × second + constant`.
    init(_ entry: LayoutSystem.Entry, _ first: Edge, _ a: Double, _ second: Edge, _ b: Double, constant: Double) {
        self.entry = Unmanaged.passUnretained(entry)
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

    /// Appends the terms of `factor × self` to `terms`, each coefficient
    /// negated when `negated` (as the solver negates a right side's), and
    /// returns the constant of `factor × self`.
    ///
    /// The variables are read through the unretained entry, with no retain
    /// and release of it per term (1.1% of building a chain of 10,000
    /// views); nonisolated, so that the closure reading them does not check
    /// the main actor's executor at each call, which cost more than the
    /// retain saves.
    nonisolated func append(times factor: Double, negated: Bool = false, to terms: inout [Term]) -> Double {
        let sign: Double = negated ? -1 : 1
        let (a, b) = entry._withUnsafeGuaranteedRef { entry in (entry.variable(first), second.map(entry.variable)) }
        terms.append(Term(a, coefficient: sign * (firstCoefficient * factor)))
        if let b { terms.append(Term(b, coefficient: sign * (secondCoefficient * factor))) }
        return constant * factor
    }
}

extension LayoutSystem.Entry {
    /// The variable of `edge`.
    nonisolated func variable(_ edge: EdgeExpression.Edge) -> Variable {
        switch edge {
        case .left: left
        case .top: top
        case .right: right
        case .bottom: bottom
        }
    }
}
