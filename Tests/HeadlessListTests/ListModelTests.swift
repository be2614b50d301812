import CellModels
import HeadlessList
import HeadlessViews
import Testing

/// Seed 001: "the cells and section property are actually the property of
/// the table's model": `table.sections = [...]` and `table.model`.
@MainActor
@Suite("A list's model holds its sections and cells")
struct ListModelTests {
    @Test("table.model reads and sets the table's sections and cells")
    func tableModel() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 1000))
        let firstSection = textSection("first_section", ["a", "b"])
        let secondSection = textSection("second_section", ["c"], header: "Users")
        table.sections = [firstSection, secondSection]
        let tableModel: HeadlessTable.Model = table.model
        #expect(tableModel.list === table)
        #expect(tableModel.sections.map(\.id) == [AnyID("first_section"), AnyID("second_section")])
        #expect(tableModel.cells.map(\.id) == [AnyID("a"), AnyID("b"), AnyID("c")])
        tableModel.sections = [secondSection]
        #expect(table.sections.map(\.id) == [AnyID("second_section")])
        #expect(table.numberOfSections == 1)
    }

    @Test("collection.model sets the collection's cells")
    func collectionModel() {
        let collection = HeadlessCollection(size: Size(width: 320, height: 480))
        let collectionModel: HeadlessCollection.Model = collection.model
        collectionModel.cells = .text(["x", "y"])
        #expect(collection.cells.map(\.id) == [AnyID("x"), AnyID("y")])
    }
}
