/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`
/// over nonbasic symbols, or an objective to minimise.
///
/// The cells are kept sorted by symbol in one small array (as Kiwi's sorted
/// vector maps), so a lookup is a binary search and a row is one allocation.
/// A coefficient that comes within ``ConstraintSolver/tolerance`` of zero is
/// removed.
struct Row {
    /// A symbol and its coefficient.
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// The cells, sorted by symbol.
    var cells: ContiguousArray<Cell>
    /// The constant.
    var constant: Double

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// The position of `symbol`, or where it would go.
    @inline(__always)
    func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let raw = cells[middle].symbol.raw
            if raw < symbol.raw {
                low = middle + 1
            } else if raw > symbol.raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when it is not in the row.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`; returns whether the symbol was not in
    /// the row before and is now.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if sum.magnitude < ConstraintSolver.tolerance {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
            return false
        }
        if coefficient.magnitude < ConstraintSolver.tolerance { return false }
        // Appended, then moved into place by shifting the larger cells up
        // one: the library's `insert(_:at:)` takes its general
        // `replaceSubrange`, about 70 instructions before it moves a cell.
        // A new symbol is often the largest (a new marker), which moves
        // nothing.
        let cell = Cell(symbol: symbol, coefficient: coefficient)
        cells.append(cell)
        if index < cells.count - 1 {
            cells.withUnsafeMutableBufferPointer { cells in
                var slot = cells.count - 1
                while slot > index {
                    cells[slot] = cells[slot - 1]
                    slot -= 1
                }
                cells[index] = cell
            }
        }
        return true
    }

    /// Adds `coefficient × other`, appending to `added` the symbols that
    /// were not in the row before and are now.
    mutating func insert(_ other: Row, _ coefficient: Double, added: inout ContiguousArray<Symbol>) {
        constant += other.constant * coefficient
        for cell in other.cells where insert(cell.symbol, cell.coefficient * coefficient) {
            added.append(cell.symbol)
        }
    }

    /// Adds `coefficient × other`.
    mutating func insert(_ other: Row, _ coefficient: Double) {
        constant += other.constant * coefficient
        for cell in other.cells {
            insert(cell.symbol, cell.coefficient * coefficient)
        }
    }

    /// Removes `symbol`, if it is in the row.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = …`: removes `symbol` and divides the
    /// rest by minus its coefficient. `symbol` must be in the row.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        assert(found, "solving a row for a symbol it does not hold")
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = row` as `rhs = …`, where `rhs` is in the row.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`, if the row holds it; returns whether it did.
    mutating func substitute(_ symbol: Symbol, _ row: Row, added: inout ContiguousArray<Symbol>) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient, added: &added)
        return true
    }

    /// Replaces `symbol` by `row`, if the row holds it.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
    }
}
