import ListDiff

/// A diff case: two snapshots and, optionally, the counts its plan must have.
package struct Fixture: Sendable {
    /// The counts a fixture may expect; `nil` counters are not checked.
    package struct Expectation: Hashable, Sendable {
        package var deletes: Int?
        package var inserts: Int?
        package var moves: Int?
        package var reloads: Int?

        package init(deletes: Int? = nil, inserts: Int? = nil, moves: Int? = nil, reloads: Int? = nil) {
            self.deletes = deletes
            self.inserts = inserts
            self.moves = moves
            self.reloads = reloads
        }

        /// The counters that differ from `counts`, as `moves: expected 1, got 2`.
        package func mismatches(with counts: PlanCounts) -> [String] {
            let pairs: [(String, Int?, Int)] = [
                ("deletes", deletes, counts.deletes), ("inserts", inserts, counts.inserts),
                ("moves", moves, counts.moves), ("reloads", reloads, counts.reloads),
            ]
            return pairs.compactMap { name, expected, actual in
                guard let expected, expected != actual else { return nil }
                return "\(name): expected \(expected), got \(actual)"
            }
        }
    }

    package var name: String?
    package var old: ExchangeSnapshot
    package var new: ExchangeSnapshot
    package var expect: Expectation

    package init(name: String?, old: ExchangeSnapshot, new: ExchangeSnapshot, expect: Expectation = Expectation()) {
        self.name = name
        self.old = old
        self.new = new
        self.expect = expect
    }
}
