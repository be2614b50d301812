/// The objective's cells the optimiser must look at.
///
/// ``optimize(objectiveRow:)`` enters the first symbol, in symbol order,
/// whose objective coefficient is below −``optimalityTolerance`` and that a
/// row bounds. Scanning the whole objective for it made every addition cost
/// O(*w*) for *w* non-required constraints, so a chain of views with a weak
/// constraint each cost O(*n*²) to build. But a coefficient only changes
/// where the objective changes, so the solver keeps the *candidates*: every
/// symbol whose coefficient changed since the last optimisation, and those
/// left negative because no row bounds them. Every other cell is at least
/// −``optimalityTolerance`` (or a dummy's), so the first qualifying
/// candidate in symbol order is the symbol the whole scan would enter: the
/// same pivots, in the same order.
extension ConstraintSolver {
    /// Makes `symbol` a candidate, once.
    @inline(__always)
    mutating func markObjectiveCandidate(_ symbol: Symbol) {
        guard !isObjectiveCandidate[symbol.serial] else { return }
        isObjectiveCandidate[symbol.serial] = true
        objectiveCandidates.append(symbol)
    }

    /// Makes every symbol of `row` a candidate: the objective gained a
    /// multiple of it.
    mutating func markObjectiveCandidates(in row: Row) {
        for cell in row.cells { markObjectiveCandidate(cell.symbol) }
    }

    /// The symbol to enter: the first candidate, in symbol order, with a
    /// coefficient below −``optimalityTolerance`` that a row bounds, with
    /// that row's slot; `nil` when none qualifies.
    mutating func enteringCandidate() -> (symbol: Symbol, slot: Int)? {
        if scansWholeObjective {
            for cell in objective.cells where cell.coefficient < -Self.optimalityTolerance && !cell.symbol.isDummy {
                if let slot = leavingSlot(for: cell.symbol) { return (cell.symbol, slot) }
            }
            return nil
        }
        if objectiveCandidates.isEmpty { return nil }
        objectiveCandidates.sort()
        for symbol in objectiveCandidates where !symbol.isDummy {
            guard objective.coefficient(for: symbol) < -Self.optimalityTolerance else { continue }
            if let slot = leavingSlot(for: symbol) { return (symbol, slot) }
        }
        return nil
    }

    /// Keeps as candidates only the symbols still below
    /// −``optimalityTolerance``: the optimum is reached, and no row bounds
    /// them.
    mutating func pruneObjectiveCandidates() {
        var kept = 0
        for index in objectiveCandidates.indices {
            let symbol = objectiveCandidates[index]
            if !symbol.isDummy && objective.coefficient(for: symbol) < -Self.optimalityTolerance {
                objectiveCandidates[kept] = symbol
                kept += 1
            } else {
                isObjectiveCandidate[symbol.serial] = false
            }
        }
        objectiveCandidates.removeLast(objectiveCandidates.count - kept)
    }
}
