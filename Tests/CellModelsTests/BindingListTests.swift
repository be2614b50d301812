import Oracles
import Testing

@testable import CellModels

/// A state's binding list, its first binding inline, against an array:
/// seeded appends and removals anywhere give the same bindings in the same
/// order.
@MainActor
@Suite("BindingList: the same bindings, in order, as an array")
struct BindingListTests {
    @Test("Seeded appends and removals agree with an array", arguments: [1, 2, 3, 4])
    func agreesWithArray(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let state = ObservableState("")
        let labels = (0..<8).map { _ in Label() }
        var list = BindingList()
        var oracle: [ViewBinding] = []
        for step in 0..<1_000 {
            if oracle.isEmpty || generator.below(3) > 0 {
                let binding = state.bind(to: labels[generator.below(labels.count)], \.text)
                list.append(binding)
                oracle.append(binding)
            } else {
                let position = generator.below(oracle.count)
                #expect(list.remove(at: position) === oracle.remove(at: position), "seed \(seed), step \(step)")
            }
            #expect(list.count == oracle.count, "seed \(seed), step \(step)")
            #expect(zip(list, oracle).allSatisfy { $0 === $1 }, "seed \(seed), step \(step)")
        }
    }
}
