@_spi(ListEngine) import ListDiff
import Testing

@testable import HeadlessList

@Suite("The batch rules in UIKit's words, on stages with identifiers")
struct BatchRulesWordingTests {
    let outline = SectionsOutline(identifiers: [("a", ["x", "y"]), ("b", ["z"])])

    func check(_ stage: Stage<String, String>, allowed: [String: Int] = [:]) throws(HeadlessListError)
        -> BatchTransition
    {
        var rules = BatchRules(outline: outline)
        rules.allowedItemCounts = allowed
        do {
            return try rules.transition(of: stage)
        } catch {
            throw HeadlessListError(error, words: .table)
        }
    }

    @Test("An identifier must match the item at the position named")
    func mismatch() {
        var stage = Stage<String, String>()
        stage.itemDeletes = [Placement(at: ItemPath(section: 0, item: 1), id: "x")]
        #expect(
            throws: HeadlessListError(
                .identifierMismatch, "attempt to delete row 1 from section 0 (\"x\"), but the row there is \"y\"")
        ) { try check(stage) }
        stage = Stage()
        stage.sectionReloads = [Placement(at: 1, id: "a")]
        #expect(
            throws: HeadlessListError(
                .identifierMismatch, "attempt to reload section 1 (\"a\"), but the section there is \"b\"")
        ) { try check(stage) }
    }

    @Test("An insert must not repeat an identifier, unless the target repeats it")
    func duplicateInsert() throws {
        var stage = Stage<String, String>()
        stage.itemInserts = [Placement(at: ItemPath(section: 1, item: 0), id: "x")]
        #expect(
            throws: HeadlessListError(
                .duplicateInsert,
                "attempt to insert row 0 into section 1 (\"x\"), but \"x\" is already in the table view")
        ) { try check(stage) }
        _ = try check(stage, allowed: ["x": 2])
        stage.itemDeletes = [Placement(at: ItemPath(section: 0, item: 0), id: "x")]
        _ = try check(stage)
        stage = Stage()
        stage.sectionInserts = [SectionInsertion(at: 0, id: "b", items: [])]
        #expect(
            throws: HeadlessListError(
                .duplicateInsert, "attempt to insert section 0 (\"b\"), but \"b\" is already in the table view")
        ) { try check(stage) }
    }

    @Test("The transition says where every section and item comes from")
    func transition() throws {
        var stage = Stage<String, String>()
        stage.itemMoves = [
            IdentifiedMove(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1), id: "x")
        ]
        stage.itemReloads = [Placement(at: ItemPath(section: 0, item: 1), id: "y")]
        stage.sectionInserts = [SectionInsertion(at: 2, id: "c", items: ["w"])]
        let transition = try check(stage)
        #expect(transition.sections.map(\.from) == [0, 1, nil])
        #expect(
            transition.sections[0].items == [
                BatchTransition.ItemSource(from: ItemPath(section: 0, item: 1), refresh: .reload)
            ])
        #expect(
            transition.sections[1].items == [
                BatchTransition.ItemSource(from: ItemPath(section: 1, item: 0), refresh: .none),
                BatchTransition.ItemSource(from: ItemPath(section: 0, item: 0), refresh: .none),
            ])
        #expect(transition.sections[2].items?.count == 1)
        #expect(!transition.isUntouched(0) && !transition.isUntouched(1))
    }
}
