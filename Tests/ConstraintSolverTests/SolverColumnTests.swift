import Testing

@testable import ConstraintSolver

/// The storage the tableau keeps beside its rows: a column, whose first slot
/// is inline, and the constraint table, which appends a new handle's entry.
@Suite("Constraint solver: columns and the constraint table")
struct SolverColumnTests {
    @Test("A column keeps its slots in order across its inline first slot")
    func columnOrder() {
        var column = Column()
        #expect(column.isEmpty && column.count == 0 && Array(column) == [])
        column.append(7)
        #expect(!column.isEmpty && Array(column) == [7])
        for slot: Int32 in [3, 9, 0] { column.append(slot) }
        #expect(Array(column) == [7, 3, 9, 0])
        column[0] = 5
        column[2] = 4
        #expect(Array(column) == [5, 3, 4, 0] && column.count == 4)
        column.removeLast(2)
        #expect(Array(column) == [5, 3])
        column.removeLast(2)
        #expect(column.isEmpty && Array(column) == [])
        column.append(1)
        #expect(Array(column) == [1])
        let literal: Column = [2, 6]
        #expect(Array(literal) == [2, 6] && literal.contains(6) && !literal.contains(1))
    }

    @Test("A column compacted in place as rowsHolding does keeps the slots it keeps")
    func columnCompaction() {
        var column: Column = [10, 11, 12, 13, 14]
        var kept = 0
        for index in column.indices where column[index] % 2 == 1 {
            column[kept] = column[index]
            kept += 1
        }
        column.removeLast(column.count - kept)
        #expect(Array(column) == [11, 13])
    }

    @Test("The constraint table counts entries set at, past and before its end")
    func constraintTable() {
        var table = ConstraintTable()
        let entry = ConstraintSolver.Entry(
            constraint: Constraint(LinearExpression(), .equal, LinearExpression()), marker: .invalid, other: .invalid)
        table[ConstraintID(rawValue: 0)] = entry
        table[ConstraintID(rawValue: 1)] = nil
        #expect(table.count == 1)
        table[ConstraintID(rawValue: 2)] = entry
        table[ConstraintID(rawValue: 5)] = entry
        #expect(table.count == 3)
        #expect(table.elements.map(\.key.rawValue) == [0, 2, 5])
        table[ConstraintID(rawValue: 2)] = nil
        table[ConstraintID(rawValue: 3)] = entry
        #expect(table.count == 3 && table[ConstraintID(rawValue: 2)] == nil)
        #expect(table.elements.map(\.key.rawValue) == [0, 3, 5])
    }
}
