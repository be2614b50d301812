import CellModels
import Oracles
import Testing

/// Rows reused for models as a list reuses cells, driven by seeded random
/// steps and checked against a plain record of which model each row shows:
/// whatever bindings move, end or are made again, a row shows its model's
/// values and hears only its model, and a model it no longer shows never
/// reaches it.
@MainActor
@Suite("Bindings of reused rows agree with a record of which model each row shows")
struct BindingReuseModelTests {
    @MainActor
    final class Model {
        let number: Int
        @ViewState var name: String
        @ViewState var age: Int
        @ViewState var isGuest: Bool
        @ViewState var nickname: String
        /// How the model binds its name: plainly (a binding the next model
        /// can take over), through `bind(writingTo:)` with an observer, or
        /// formatted.
        let nameStyle: Int

        init(number: Int, nameStyle: Int) {
            self.number = number
            self.nameStyle = nameStyle
            name = "name \(number)"
            age = number
            isGuest = number.isMultiple(of: 2)
            nickname = "nick \(number)"
        }

        /// What `row` shows for this model's name.
        var shownName: String { nameStyle == 2 ? "<\(name)>" : name }

        /// Binds the model to `row`, as a cell model's `configure` does.
        func configure(_ row: Row, heard: @escaping @MainActor (Int, String) -> Void) {
            switch nameStyle {
            case 0:
                $name.bind(to: row.label, \.text)
            case 1:
                let number = number
                $name.bind(writingTo: row.label, \.text).stateDidSet { _, change in heard(number, change.newValue) }
            default:
                $name.bind(to: row.label, \.text) { "<\($0)>" }
            }
            $age.bind(to: row.optional, \.text) { "\($0) years" }
            $isGuest.bind(to: row, \.isHidden)
            $nickname.bindTwoWay(with: row.field, \.text)
        }
    }

    /// A cell's views, and the owner a list gives each cell.
    @MainActor
    final class Row {
        let label = Label()
        let optional = OptionalLabel()
        let field = TextField()
        var isHidden = false
        let owner = BindingOwner()
        /// What the row showed when its model was last taken off it.
        var frozen: (String, String?, Bool, String)?

        var shown: (String, String?, Bool, String) { (label.text, optional.text, isHidden, field.text) }
    }

    /// The record: which model each row shows (nil: none, since it was
    /// ended or made, or -1: one since released), and the names the
    /// observers should hear.
    struct Record {
        var shows: [Int?]
        var expectedHeard: [(Int, String)] = []
    }

    @Test(
        "Seeded shows, edits, user edits, ends and releases of rows and models agree with the record", arguments: 1...12
    )
    func agreesWithRecord(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var rows = (0..<4).map { _ in Row() }
        var models: [Model?] = (0..<10).map { Model(number: $0, nameStyle: $0 % 3) }
        var record = Record(shows: Array(repeating: nil, count: rows.count))
        var heard: [(Int, String)] = []
        let listen: @MainActor (Int, String) -> Void = { heard.append(($0, $1)) }
        var edits = 0

        func rowsShowing(_ number: Int) -> [Int] { rows.indices.filter { record.shows[$0] == number } }

        for step in 0..<1_500 {
            let context = "seed \(seed), step \(step)"
            switch random.below(9) {
            case 0, 1, 2:
                // Show a model in a row, as a list configures a reused cell.
                let (row, number) = (random.below(rows.count), random.below(models.count))
                guard let model = models[number] else { continue }
                rows[row].owner.unbindAllForReuse()
                rows[row].owner.collectingBindings { model.configure(rows[row], heard: listen) }
                record.shows[row] = number
            case 3, 4:
                // Edit a model, shown or not.
                guard let model = models[random.below(models.count)] else { continue }
                edits += 1
                switch random.below(4) {
                case 0:
                    model.name = "name \(model.number).\(edits)"
                    if model.nameStyle == 1 {
                        record.expectedHeard += rowsShowing(model.number).map { _ in (model.number, model.name) }
                    }
                case 1: model.age = edits
                case 2: model.isGuest.toggle()
                default: model.nickname = "nick \(model.number).\(edits)"
                }
            case 5:
                // The user types in a row's field.
                let row = random.below(rows.count)
                edits += 1
                rows[row].field.userTypes("typed \(edits)")
                if let number = record.shows[row], number >= 0 {
                    #expect(models[number]?.nickname == "typed \(edits)", "\(context)")
                }
            case 6:
                // A row is taken off the list: its bindings end.
                let row = random.below(rows.count)
                rows[row].owner.unbindAll()
                if record.shows[row] != nil { rows[row].frozen = rows[row].shown }
                record.shows[row] = nil
            case 7:
                // A row is released, as a list frees a cell: nothing bound
                // keeps it alive, and a new row takes its place.
                let row = random.below(rows.count)
                weak let released = rows[row]
                rows[row] = Row()
                record.shows[row] = nil
                #expect(released == nil, "\(context): a binding kept a released row alive")
            default:
                // A model is released while rows may still show it.
                let number = random.below(models.count)
                guard models[number] != nil, random.chance(0.3) else { continue }
                for row in rowsShowing(number) { rows[row].frozen = rows[row].shown }
                weak let released = models[number]
                models[number] = nil
                #expect(released == nil, "\(context): a binding kept a released model alive")
                for row in rowsShowing(number) { record.shows[row] = -1 }
                models[number] = Model(number: number, nameStyle: (number + step) % 3)
            }
            for (index, row) in rows.enumerated() {
                if let number = record.shows[index], number >= 0, let model = models[number] {
                    #expect(row.label.text == model.shownName, "\(context): row \(index)'s name")
                    #expect(row.optional.text == "\(model.age) years", "\(context): row \(index)'s age")
                    #expect(row.isHidden == model.isGuest, "\(context): row \(index)'s flag")
                    #expect(row.field.text == model.nickname, "\(context): row \(index)'s field")
                } else if let frozen = row.frozen {
                    // Ended, or its model released: what it showed stays,
                    // but for what the user types into its field.
                    #expect(row.label.text == frozen.0, "\(context): row \(index) changed after its model left")
                    #expect(row.optional.text == frozen.1, "\(context): row \(index) changed after its model left")
                    #expect(row.isHidden == frozen.2, "\(context): row \(index) changed after its model left")
                }
            }
            #expect(heard.count == record.expectedHeard.count, "\(context): observers heard \(heard.count) names")
            #expect(
                zip(heard, record.expectedHeard).allSatisfy { $0 == $1 }, "\(context): observers heard another name")
        }
        // Nothing bound outlives its rows' owners: after every row ends, no
        // edit reaches a row.
        for row in rows { row.owner.unbindAll() }
        let before = rows.map(\.shown)
        for model in models.compactMap({ $0 }) {
            model.name = "after"
            model.age = -1
            model.isGuest.toggle()
            model.nickname = "after"
        }
        #expect(rows.map(\.shown).elementsEqual(before) { $0 == $1 }, "seed \(seed): a row changed after it ended")
    }
}
