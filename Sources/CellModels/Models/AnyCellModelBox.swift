/// The storage of an ``AnyCellModel``: the model, its content snapshot and
/// the witnesses of its type, chosen once when the model is erased.
///
/// An ``EquatableBox`` whose equality is the models' content equality
/// (``isEqual(to:)``), with their type's witnesses besides. Immutable after
/// initialization; subclassed once per model type.
@usableFromInline
class AnyCellModelBox: EquatableBox, @unchecked Sendable {

    @MainActor
    var reuseIdentifier: String {
        preconditionFailure("AnyCellModelBox.reuseIdentifier must be overridden")
    }

    var cellType: AnyObject.Type {
        preconditionFailure("AnyCellModelBox.cellType must be overridden")
    }

    var modelType: any CellModel.Type {
        preconditionFailure("AnyCellModelBox.modelType must be overridden")
    }

    var anyBase: any CellModel {
        preconditionFailure("AnyCellModelBox.anyBase must be overridden")
    }

    @MainActor
    func configure(_ cell: AnyObject) throws(CellModelsError) {
        preconditionFailure("AnyCellModelBox.configure(_:) must be overridden")
    }

    @MainActor
    func unconfigure(_ cell: AnyObject) throws(CellModelsError) {
        preconditionFailure("AnyCellModelBox.unconfigure(_:) must be overridden")
    }

    func canConfigure(_ cell: AnyObject) -> Bool {
        preconditionFailure("AnyCellModelBox.canConfigure(_:) must be overridden")
    }
}

/// The box for models of type `Model`.
@usableFromInline
final class CellModelBox<Model: CellModel>: AnyCellModelBox, @unchecked Sendable {
    let model: Model
    let content: Model.ContentSnapshot

    @MainActor
    @usableFromInline
    init(_ model: Model) {
        self.model = model
        content = model.contentSnapshot
        super.init(typeID: ObjectIdentifier(Model.self))
    }

    /// Checks the type with one comparison, then compares the snapshots with
    /// `Model`'s witness, without a dynamic cast. (`type(of: self)` reads the
    /// box's class from the object rather than looking up the generic
    /// metadata of `CellModelBox<Model>`.)
    override func isEqual(to other: EquatableBox) -> Bool {
        guard other.typeID == typeID else { return false }
        return Model.isContentEqual(content, unsafeDowncast(other, to: type(of: self)).content)
    }

    @MainActor
    override var reuseIdentifier: String { Model.reuseIdentifier }

    override var cellType: AnyObject.Type { Model.Cell.self }

    override var modelType: any CellModel.Type { Model.self }

    override var anyBase: any CellModel { model }

    override var erasedValue: Any { model }

    @MainActor
    override func configure(_ cell: AnyObject) throws(CellModelsError) {
        model.configure(try typedCell(cell))
    }

    @MainActor
    override func unconfigure(_ cell: AnyObject) throws(CellModelsError) {
        model.unconfigure(try typedCell(cell))
    }

    override func canConfigure(_ cell: AnyObject) -> Bool {
        cell is Model.Cell
    }

    private func typedCell(_ cell: AnyObject) throws(CellModelsError) -> Model.Cell {
        guard let typed = cell as? Model.Cell else {
            throw .cellTypeMismatch(
                expected: String(reflecting: Model.Cell.self), found: String(reflecting: type(of: cell)))
        }
        return typed
    }
}
