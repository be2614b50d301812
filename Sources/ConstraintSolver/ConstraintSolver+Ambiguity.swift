extension ConstraintSolver {
    /// Whether some variable in a constraint could take another value
    /// without making the solution any worse, as UIKit's
    /// `hasAmbiguousLayout`.
    ///
    /// A variable is ambiguous when it is free (no row is solved for it,
    /// yet constraints mention it), or when its row depends on a free
    /// variable, or on a slack or error symbol that costs nothing in the
    /// objective and that no row holds at zero. Variables that appear in no
    /// constraint are not part of the layout and are ignored. A view's frame
    /// is determined when all four of its variables are not ambiguous.
    ///
    /// - Complexity: O(*c*), where *c* is the number of cells in the tableau.
    public var hasAmbiguousLayout: Bool {
        !ambiguousVariables.isEmpty
    }

    /// The variables whose values are not determined; see
    /// ``hasAmbiguousLayout``.
    ///
    /// - Complexity: O(*c*), where *c* is the number of cells in the tableau.
    public var ambiguousVariables: [Variable] {
        // A variable's row is ambiguous when it holds a symbol that can
        // move or names an ambiguous variable's row: decided for each row
        // after the rows it names.
        var rowIsAmbiguous = [Bool](repeating: false, count: rows.count)
        for slot in variableRowOrder() {
            rowIsAmbiguous[slot] = rows[slot].cells.contains { cell in
                if let named = variableSlot(of: cell.symbol) { return rowIsAmbiguous[named] }
                return canMove(cell.symbol)
            }
        }
        var result: [Variable] = []
        for index in variableSymbols.indices {
            let symbol = variableSymbols[index]
            let ambiguous: Bool
            if let slot = slot(of: symbol) {
                ambiguous = rowIsAmbiguous[slot]
            } else {
                ambiguous = isMentioned(symbol)
            }
            if ambiguous { result.append(Variable(id: index, name: variableNames[index])) }
        }
        return result
    }

    /// Whether a nonbasic symbol can change without changing the objective.
    func canMove(_ symbol: Symbol) -> Bool {
        switch symbol.kind {
        case .external: return true
        case .dummy: return false
        case .slack, .error:
            guard objective.coefficient(for: symbol).magnitude < Self.tolerance else { return false }
            // Blocked when a restricted row at zero would go negative.
            for slot in columns[symbol.serial] {
                let slot = Int(slot)
                guard basicOfSlot[slot].isValid, !basicOfSlot[slot].isExternal else { continue }
                if rows[slot].coefficient(for: symbol) < 0 && rows[slot].constant < Self.tolerance { return false }
            }
            return true
        }
    }

    /// Whether some row holds the nonbasic symbol.
    func isMentioned(_ symbol: Symbol) -> Bool {
        columns[symbol.serial].contains { slot in
            basicOfSlot[Int(slot)].isValid && rows[Int(slot)].position(of: symbol).found
        }
    }
}
