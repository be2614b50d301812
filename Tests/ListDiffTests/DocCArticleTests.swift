import ListDiff
import Testing

/// The snippets of the ListDiff DocC articles ("Getting started", "The diff
/// algorithm and its guarantees"), as written there, with their comments
/// asserted.
@Suite("DocC articles: ListDiff")
struct ListDiffArticleTests {
    struct Post: Diffable, Equatable {
        let id: Int
        var text: String
    }

    struct Header: Diffable, Equatable {
        let id: String
        var title: String
    }

    let old = [Post(id: 1, text: "Hello"), Post(id: 2, text: "World"), Post(id: 3, text: "!")]
    let new = [Post(id: 3, text: "!"), Post(id: 1, text: "Hello, again"), Post(id: 4, text: "New")]

    @Test("Getting started: a flat array")
    func flatArray() throws {
        let changes = Changeset(from: old, to: new)
        #expect(changes.deletes == [1])
        #expect(changes.inserts == [2])
        #expect(changes.moves == [Move(from: 2, to: 0)])
        #expect(changes.reloads == [0])
        #expect(changes.reloadsAfterMoves == [])
        #expect(try changes.apply(to: old, target: new) == new)
    }

    @Test("Getting started: a sectioned list, in two stages, applied")
    func sectionedList() throws {
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
        // Post 3 moves from "earlier" to "today" as one move.
        let moves = plan.stages.flatMap(\.itemMoves)
        #expect(moves.map(\.id) == [3])
        #expect(moves.map(\.from) == [ItemPath(section: 1, item: 0)])
        // "earlier" is reloaded in a later stage than the move out of it.
        #expect(plan.stages[0].sectionReloads.isEmpty)
        #expect(plan.stages[1].sectionReloads.map(\.id) == ["earlier"])

        let result = try plan.apply(to: oldSections, target: newSections)
        #expect(result == newSections)
    }

    @Test("The diff algorithm: the k-th occurrence pairs with the k-th")
    func duplicates() throws {
        let old = [Post(id: 1, text: "a"), Post(id: 1, text: "b")]
        let new = [Post(id: 1, text: "a")]
        let changes = Changeset(from: old, to: new)
        #expect(changes.deletes == [1])
        #expect(changes.inserts == [])
        #expect(changes.reloads == [])
        #expect(try changes.apply(to: old, target: new) == new)
    }

    @Test("The diff algorithm: reversing six is five moves, rotating by one is one")
    func fewestMoves() {
        let six = (0..<6).map { Post(id: $0, text: "") }
        #expect(Changeset(from: six, to: six.reversed()).moves.count == 5)
        let rotated = Array(six.dropFirst()) + [six[0]]
        #expect(Changeset(from: six, to: rotated).moves == [Move(from: 0, to: 5)])
    }

    @Test("The diff algorithm: equal snapshots give a plan with no stages")
    func equalSnapshots() {
        let sections = [Section(model: Header(id: "a", title: "A"), items: old)]
        let plan = Plan(from: sections, to: sections)
        #expect(plan.stages.isEmpty)
        #expect(plan.counts == PlanCounts())
    }
}
