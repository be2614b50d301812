extension ConstraintSolver {
    /// The error for a required constraint that cannot hold: it names a
    /// smallest set of required constraints already added that it
    /// contradicts.
    ///
    /// Only required constraints that share variables with the new one,
    /// directly or through others, can be in the conflict. A deletion
    /// filter then drops each candidate whose absence still leaves the set
    /// contradictory, testing every set in a fresh solver; what remains is
    /// minimal. O(*k*²) additions for *k* candidates; only the error path
    /// pays it. `excluded`, the constraint whose constant
    /// ``updateConstant(of:to:)`` changes into `constraint`, is no candidate.
    func conflict(adding constraint: Constraint, excluding excluded: ConstraintID? = nil) -> SolverError {
        var candidates = connectedRequiredConstraints(to: constraint, excluding: excluded)
        for index in candidates.indices.reversed() {
            var without = candidates
            without.remove(at: index)
            if !Self.canHold(without + [constraint]) { candidates = without }
        }
        return SolverError(
            .conflictingConstraints, "Conflicting required constraints:",
            conflicts: [constraint.description] + candidates.map(\.description))
    }

    /// The required constraints (edit variables' excluded) other than
    /// `excluded` linked to `constraint` through shared variables, in the
    /// order they were added.
    func connectedRequiredConstraints(to constraint: Constraint, excluding excluded: ConstraintID? = nil)
        -> [Constraint]
    {
        var byVariable: [Int: [ConstraintID]] = [:]
        for (id, entry) in constraints.elements where entry.constraint.priority.isRequired && id != excluded {
            for side in [entry.constraint.lhs, entry.constraint.rhs] {
                for term in side.terms { byVariable[term.variable.id, default: []].append(id) }
            }
        }
        var seenVariables = Set<Int>()
        var seenConstraints = Set<ConstraintID>()
        var pending = (constraint.lhs.terms + constraint.rhs.terms).map(\.variable.id)
        while let variable = pending.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for id in byVariable[variable] ?? [] where seenConstraints.insert(id).inserted {
                let found = constraints[id]!.constraint
                pending += (found.lhs.terms + found.rhs.terms).map(\.variable.id)
            }
        }
        return seenConstraints.sorted().map { constraints[$0]!.constraint }
    }

    /// Whether the constraints can all hold, in a fresh solver whose
    /// variables stand for the ones they name.
    static func canHold(_ list: [Constraint]) -> Bool {
        var solver = ConstraintSolver()
        solver.explainsConflicts = false
        var mapped: [Int: Variable] = [:]
        func map(_ expression: LinearExpression) -> LinearExpression {
            LinearExpression(
                expression.terms.map { term in
                    if mapped[term.variable.id] == nil {
                        mapped[term.variable.id] = solver.makeVariable(named: term.variable.name)
                    }
                    return Term(mapped[term.variable.id]!, coefficient: term.coefficient)
                }, constant: expression.constant)
        }
        for constraint in list {
            let copy = Constraint(map(constraint.lhs), constraint.relation, map(constraint.rhs), priority: .required)
            do { try solver.add(copy) } catch { return false }
        }
        return true
    }
}
