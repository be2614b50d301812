import Foundation
import HeadlessList
import ListDiffExchange
import Testing

/// The README's exchange example ("Public API"), as written there: a server
/// makes a plan's JSON from two snapshots, a client reads it and applies it
/// to a HeadlessTable, one batch update a stage.
@MainActor
@Suite("README: a server's plan applied to a table")
struct ExchangeClientExampleTests {
    // Server: two snapshots in, the plan's JSON out.
    func planJSON(old: Data, new: Data) throws -> Data {
        let old = try ExchangeSnapshot(json: old, idKey: "uuid")
        let new = try ExchangeSnapshot(json: new, idKey: "uuid")
        return ExchangePlan(from: old.sections, to: new.sections).json()
    }

    // Client: a row per record, identified by the record's identifier.
    final class RecordCell: HeadlessCell {
        var label: HeadlessLabel!
        override func buildChildren(_ children: ChildBuilder) {
            label = children.child("label") { HeadlessLabel() }
        }
    }

    struct RecordModel: CellModel, Equatable {
        typealias Cell = RecordCell
        let cellIdentifier: ExchangeID
        let text: String
        func configure(_ cell: RecordCell) { cell.label.text = text }
    }

    @MainActor
    func rows(of snapshot: ExchangeSnapshot) -> [CellSection] {
        snapshot.sections.map { section in
            CellSection(
                id: section.id,
                items: section.items.map { AnyCellModel(RecordModel(cellIdentifier: $0.id, text: $0.contentJSON)) })
        }
    }

    // The plan read back and applied: checked against the table's rows and
    // the new ones first, then one batch update a stage.
    func apply(planJSON: Data, new: ExchangeSnapshot, to table: HeadlessTable) throws {
        try table.performBatchUpdates(try ExchangePlan(json: planJSON), sections: rows(of: new))
    }

    @Test func theTableShowsTheNewSnapshot() throws {
        let oldJSON = Data(
            #"[{"uuid": "a", "title": "Milk"}, {"uuid": "b", "title": "Eggs"}, {"uuid": "c", "title": "Tea"}, {"uuid": "d", "title": "Rice"}]"#
                .utf8)
        let newJSON = Data(
            #"[{"uuid": "d", "title": "Brown rice"}, {"uuid": "a", "title": "Milk"}, {"uuid": "c", "title": "Tea"}, {"uuid": "e", "title": "Bread"}]"#
                .utf8)
        let table = HeadlessTable(size: Size(width: 320, height: 480))
        table.register(RecordCell.self, forReuseIdentifier: RecordModel.reuseIdentifier)
        table.sections = rows(of: try ExchangeSnapshot(json: oldJSON, idKey: "uuid"))
        let received = try planJSON(old: oldJSON, new: newJSON)
        let new = try ExchangeSnapshot(json: newJSON, idKey: "uuid")
        try apply(planJSON: received, new: new, to: table)

        // Rice moved to the top and changed: a second stage reloads it.
        #expect(try ExchangePlan(json: received).stages.count == 2)
        let labels = table.visibleCellsInOrder.map { ($0 as? RecordCell)?.label.text }
        #expect(
            labels == [#"{"title":"Brown rice"}"#, #"{"title":"Milk"}"#, #"{"title":"Tea"}"#, #"{"title":"Bread"}"#])
        #expect(table.sections[0].items.map(\.id) == new.sections[0].items.map { AnyID($0.id) })
        let cell = try #require(table.cellForItem(at: ItemPath(section: 0, item: 0)) as? RecordCell)
        #expect(cell.label.text == #"{"title":"Brown rice"}"#)
    }
}
