import CellModels
import HeadlessList
@_spi(ListEngine) import ListDiff

/// A cell with one label, built once.
final class TextCell: HeadlessCell {
    var title: HeadlessLabel!

    override func buildChildren(_ children: ChildBuilder) {
        title = children.child("title") { HeadlessLabel() }
    }

    override class func height(for model: AnyCellModel, width: Double) -> Double {
        model.base(as: TextModel.self)?.height ?? 44
    }

    override class func size(for model: AnyCellModel, contentWidth: Double) -> Size {
        guard let model = model.base(as: TextModel.self) else { return Size(width: 50, height: 50) }
        return Size(width: model.width, height: model.height)
    }
}

/// A model shown by a ``TextCell``: its title is bound one way, with the
/// cell's binding owner.
final class TextModel: CellModel {
    typealias Cell = TextCell
    let cellIdentifier: String
    @ViewState var title: String
    var contentSnapshot: StateSnapshot { StateSnapshot(title) }
    let width: Double
    let height: Double

    init(_ id: String, _ title: String? = nil, width: Double = 50, height: Double = 44) {
        cellIdentifier = id
        self.title = title ?? id
        self.width = width
        self.height = height
    }

    func configure(_ cell: TextCell) {
        $title.bind(to: cell.title, \.text, owner: cell.bindingOwner)
    }
}

/// A cell with a text field, for two-way bindings.
final class FieldCell: HeadlessCell {
    var field: HeadlessTextField!

    override var layoutBehaviour: CellLayoutBehaviour { .editEveryLayout }

    override func buildChildren(_ children: ChildBuilder) {
        field = children.child("field") { HeadlessTextField() }
    }
}

/// A model bound two ways to a ``FieldCell``'s text field; it ends its
/// bindings in `unconfigure` rather than through the cell's owner.
final class FieldModel: CellModel {
    typealias Cell = FieldCell
    let cellIdentifier: String
    @ViewState var text: String
    var contentSnapshot: StateSnapshot { StateSnapshot(text) }
    private var bindings: [ViewBinding] = []

    init(_ id: String, text: String = "") {
        cellIdentifier = id
        self.text = text
    }

    func configure(_ cell: FieldCell) {
        bindings.append($text.bindTwoWay(with: cell.field, \.text))
    }

    func unconfigure(_ cell: FieldCell) {
        for binding in bindings { binding.unbind() }
        bindings.removeAll()
    }
}

/// A cell with a switch.
final class ToggleCell: HeadlessCell {
    var toggle: HeadlessSwitch!
    var label: HeadlessLabel!

    override func buildChildren(_ children: ChildBuilder) {
        label = children.child("label") { HeadlessLabel() }
        toggle = children.child("switch") { HeadlessSwitch() }
    }
}

/// A setting with an on/off switch, bound two ways.
final class ToggleModel: CellModel {
    typealias Cell = ToggleCell
    let cellIdentifier: String
    @ViewState var title: String
    @ViewState var isOn: Bool
    var contentSnapshot: StateSnapshot { StateSnapshot(title, isOn) }

    init(_ id: String, title: String, isOn: Bool) {
        cellIdentifier = id
        self.title = title
        self.isOn = isOn
    }

    func configure(_ cell: ToggleCell) {
        $title.bind(to: cell.label, \.text, owner: cell.bindingOwner)
        $isOn.bindTwoWay(with: cell.toggle, \.isOn, owner: cell.bindingOwner)
    }
}

/// A cheap model for large lists: its content is a version number, with no
/// reflection.
final class RowModel: CellModel {
    typealias Cell = TextCell
    let cellIdentifier: Int
    let version: Int

    init(_ id: Int, version: Int = 0) {
        cellIdentifier = id
        self.version = version
    }

    var contentSnapshot: Int { version }

    func configure(_ cell: TextCell) {
        cell.title.text = "\(cellIdentifier)"
    }
}

/// A model built on CellModels' ``ViewModel``: its `unconfigure` unbinds
/// everything it bound to the cell.
final class NoteModel: ViewModel<TextCell>, CellModel {
    typealias Cell = TextCell
    let cellIdentifier: String
    @ViewState var note: String
    var contentSnapshot: StateSnapshot { StateSnapshot(note) }

    init(_ id: String, note: String) {
        cellIdentifier = id
        self.note = note
        super.init()
    }

    override func makeBindings(to view: TextCell) {
        $note.bind(to: view.title, \.text, owner: bindingOwner)
    }
}

extension Array where Element == AnyCellModel {
    /// Text models with these identifiers.
    @MainActor
    static func text(_ ids: [String]) -> [AnyCellModel] {
        ids.map { AnyCellModel(TextModel($0)) }
    }
}

@MainActor
func textSection(_ id: String, _ items: [String], header: String? = nil) -> CellSection {
    CellSection(id: id, header: header.map { .title($0) }, items: .text(items))
}

@MainActor
func ids<Layout>(_ table: HeadlessListView<Layout>) -> [[String]] {
    table.sections.map { section in section.items.map { $0.id.description } }
}

func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
}

/// A model that binds with no owner and has no `unconfigure`: the table's
/// collecting owner must still end its bindings on reuse.
final class LooseModel: CellModel {
    typealias Cell = TextCell
    let cellIdentifier: String
    @ViewState var title: String
    var contentSnapshot: StateSnapshot { StateSnapshot(title) }

    init(_ id: String, _ title: String) {
        cellIdentifier = id
        self.title = title
    }

    func configure(_ cell: TextCell) {
        $title.bind(to: cell.title, \.text)
    }
}
