import ListDiff
import Testing

/// The README's example, as written there, with its comments asserted.
@Suite("README example")
struct ReadmeExampleTests {
    struct Post: Diffable, Equatable {
        let id: Int
        var text: String
    }

    struct Header: Diffable, Equatable {
        let id: String
        var title: String
    }

    @Test func readmeExample() throws {
        let old = [Post(id: 1, text: "Hello"), Post(id: 2, text: "World"), Post(id: 3, text: "!")]
        let new = [Post(id: 3, text: "!"), Post(id: 1, text: "Hello, again"), Post(id: 4, text: "New")]

        let changes = Changeset(from: old, to: new)
        #expect(changes.deletes == [1])
        #expect(changes.inserts == [2])
        #expect(changes.moves == [Move(from: 2, to: 0)])
        #expect(changes.reloads == [0])
        #expect(try changes.apply(to: old, target: new) == new)

        let oldSections = [
            Section(model: Header(id: "today", title: "Today"), items: [old[0], old[1]]),
            Section(model: Header(id: "earlier", title: "Earlier"), items: [old[2]]),
        ]
        let newSections = [
            Section(model: Header(id: "today", title: "Today"), items: [new[0], new[1]]),
            Section(model: Header(id: "earlier", title: "Earlier (1)"), items: [new[2]]),
        ]
        let plan = Plan(from: oldSections, to: newSections)
        #expect(plan.counts.description == "1 delete, 1 insert, 1 move, 2 reloads in 2 stages")
        #expect(try plan.apply(to: oldSections, target: newSections) == newSections)
    }
}
