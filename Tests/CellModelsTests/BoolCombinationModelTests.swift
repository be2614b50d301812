import Oracles
import Testing

@testable import CellModels

/// Bindings to the `Bool` properties of two buttons, combining with AND, OR
/// or not at all, made, ended and freed in seeded random steps and checked
/// against a record of the live bindings: each property always holds what
/// the documented rules give, whichever way a binding ended.
@MainActor
@Suite("Combined Bool bindings agree with a record of the live bindings")
struct BoolCombinationModelTests {
    /// One binding the steps made, as the record sees it.
    struct Made {
        let binding: ViewBinding
        let state: Int
        let button: Int
        let combination: BoolCombination
        let owner: Int?
        var isLive = true
    }

    /// The record: the bindings made, the states' values, and what each
    /// button's property must hold.
    struct Record {
        var made: [Made] = []
        var values: [Bool]
        var expected: [Bool]

        /// The live combining bindings of `button`.
        func liveTerms(of button: Int) -> [Made] {
            made.filter { $0.isLive && $0.button == button && $0.combination != .independent }
        }

        /// The combination of `button`'s live terms, if it has any.
        func combined(_ button: Int) -> Bool? {
            let terms = liveTerms(of: button)
            guard let first = terms.first else { return nil }
            let termValues = terms.map { values[$0.state] }
            return first.combination == .or ? termValues.contains(true) : !termValues.contains(false)
        }

        /// Ends the live bindings `ending` picks: a button left with live
        /// terms holds their combination, one left with none keeps its value.
        mutating func end(where ending: (Made) -> Bool) {
            var touched: Set<Int> = []
            for index in made.indices where made[index].isLive && ending(made[index]) {
                made[index].isLive = false
                if made[index].combination != .independent { touched.insert(made[index].button) }
            }
            for button in touched { expected[button] = combined(button) ?? expected[button] }
        }
    }

    @Test("Seeded binds, sets, unbinds and releases of states and owners agree with the record", arguments: 1...16)
    func agreesWithRecord(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let combinersBefore = BoolCombiner.count
        do {
            let buttons = [Button(), Button()]
            var states = (0..<4).map { _ in ObservableState(false) }
            var owners = [BindingOwner(), BindingOwner()]
            var record = Record(
                values: Array(repeating: false, count: states.count), expected: buttons.map(\.isEnabled))
            for step in 0..<400 {
                let context = "seed \(seed), step \(step)"
                switch random.below(10) {
                case 0, 1, 2:
                    let (state, button) = (random.below(states.count), random.below(buttons.count))
                    let combination = [BoolCombination.and, .or, .independent][random.below(3)]
                    let owner = random.chance(0.5) ? random.below(owners.count) : nil
                    let binding = states[state].bind(
                        to: buttons[button], \.isEnabled, combining: combination, owner: owner.map { owners[$0] })
                    if combination != .independent {
                        // Live bindings that combine the other way end.
                        record.end {
                            $0.button == button && $0.combination != .independent && $0.combination != combination
                        }
                    }
                    record.made.append(
                        Made(
                            binding: binding, state: state, button: button,
                            combination: combination, owner: owner))
                    record.expected[button] =
                        combination == .independent ? record.values[state] : record.combined(button)!
                case 3, 4, 5:
                    let (state, value) = (random.below(states.count), random.chance(0.5))
                    states[state].value = value
                    record.values[state] = value
                    // Each live binding of the state, in the order made.
                    for made in record.made where made.isLive && made.state == state {
                        record.expected[made.button] =
                            made.combination == .independent ? value : record.combined(made.button)!
                    }
                case 6, 7:
                    let live = record.made.indices.filter { record.made[$0].isLive }
                    guard let index = live.isEmpty ? nil : live[random.below(live.count)] else { continue }
                    let binding = record.made[index].binding
                    binding.unbind()
                    record.end { $0.binding === binding }
                case 8:
                    // A state is freed with its model: its bindings end.
                    let state = random.below(states.count)
                    let value = random.chance(0.5)
                    states[state] = ObservableState(value)
                    record.end { $0.state == state }
                    record.values[state] = value
                default:
                    // An owner is freed: the bindings it owns end.
                    let owner = random.below(owners.count)
                    owners[owner] = BindingOwner()
                    record.end { $0.owner == owner }
                }
                for (index, button) in buttons.enumerated() {
                    #expect(button.isEnabled == record.expected[index], "\(context): button \(index)")
                }
                for made in record.made {
                    #expect(made.binding.isBound == made.isLive, "\(context): a binding's isBound")
                }
            }
            for made in record.made { made.binding.unbind() }
        }
        #expect(BoolCombiner.count == combinersBefore, "seed \(seed): combiners outlived their bindings")
    }
}
