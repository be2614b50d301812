import CellModels
import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

/// The README's HeadlessList example, as written there.
@MainActor
@Suite("README example: a headless table")
struct HeadlessListReadmeTests {
    final class NameCell: HeadlessCell {
        var field: HeadlessTextField!

        override func buildChildren(_ children: ChildBuilder) {
            field = children.child("field") { HeadlessTextField() }
        }
    }

    final class NameModel: CellModel {
        typealias Cell = NameCell
        let cellIdentifier: String
        @ViewState var name: String
        var contentSnapshot: StateSnapshot { StateSnapshot(name) }

        init(id: String, name: String) {
            cellIdentifier = id
            self.name = name
        }

        func configure(_ cell: NameCell) {
            $name.bindTwoWay(with: cell.field, \.text, owner: cell.bindingOwner)
        }
    }

    @Test func readmeExample() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 480))
        table.register(NameCell.self, forReuseIdentifier: NameModel.reuseIdentifier)

        let ann = NameModel(id: "ann", name: "Ann")
        let bob = NameModel(id: "bob", name: "Bob")
        table.sections = [
            CellSection("people", header: .title("People")) {
                ann; bob
            }
        ]
        table.sections = [
            CellSection("people", header: .title("People")) {
                bob; ann
            }
        ]
        let moves = table.events.filter { if case .moveItem = $0 { true } else { false } }
        #expect(moves.map(\.description) == ["move item [0, 1] to [0, 0]"])

        let annCell = try #require(table.cellForItem(at: ItemPath(section: 0, item: 1)) as? NameCell)
        #expect(annCell.field.text == "Ann")
        _ = annCell.field.simulateTyping("e")
        #expect(ann.name == "Anne")
        #expect(table.reuseCounters(for: NameModel.reuseIdentifier).created == 2)
    }
}
