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

    /// The system holding the view's variables, not held: an expression
    /// lives within one ``LayoutSystem/add(_:)`` of that system. Unmanaged
    /// rather than `unowned(unsafe)`, whose every read retained and
    /// released it (see ``append(times:negated:to:)``).
    let system: Unmanaged<LayoutSystem>
    /// The place of the view's entry in the system's ``LayoutSystem/entries``.
    let place: Int
    var first: Edge
    var firstCoefficient: Double
    /// The second term's edge, if any.
    var second: Edge?
    var secondCoefficient: Double
    var constant: Double

    /// `edge + constant`.
    init(_ system: LayoutSystem, _ place: Int, _ edge: Edge, constant: Double) {
        (self.system, self.place) = (Unmanaged.passUnretained(system), place)
        (first, firstCoefficient, second, secondCoefficient) = (edge, 1, nil, 0)
        self.constant = constant
    }

    /// `a × first + b × second + constant`.
    init(
        _ system: LayoutSystem, _ place: Int, _ first: Edge, _ a: Double, _ second: Edge, _ b: Double,
        constant: Double
    ) {
        (self.system, self.place) = (Unmanaged.passUnretained(system), place)
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
    /// The variables are read in place through the unretained system, with
    /// no retain and release of it per term (1.1% of building a chain of
    /// 10,000 views) and no closure (a closure that reads the system, in a
    /// `_withUnsafeGuaranteedRef`, was not inlined: 1.4% of the chain).
    func append(times factor: Double, negated: Bool = false, to terms: inout [Term]) -> Double {
        let sign: Double = negated ? -1 : 1
        let system = system.takeUnretainedValue()
        terms.append(Term(system.entries[place].variable(first), coefficient: sign * (firstCoefficient * factor)))
        if let second {
            terms.append(
                Term(system.entries[place].variable(second), coefficient: sign * (secondCoefficient * factor)))
        }
        return constant * factor
    }
}
