import ListDiff

/// A cell model of any type, erased once so that lists can mix model types
/// (posts, ads, headers) and still diff fast.
///
/// Erasing reads the model's ``CellModel/cellIdentifier`` into an ``AnyID``
/// (hash computed once), its reuse identifier, and its
/// ``CellModel/contentSnapshot``, and keeps the model for configuring cells.
/// The erased model is a `Sendable` value and its `Diffable` conformance is
/// nonisolated, so a plan over erased models can be computed on any actor:
///
/// - hashing an erased model's `id` feeds one cached `Int` to the hasher;
/// - comparing two `id`s compares the cached hashes first, then the base
///   identifiers (inline for `Int` and `String`);
/// - comparing content checks that both models have the same type (one
///   comparison of type identifiers) and calls that type's
///   ``CellModel/isContentEqual(_:_:)`` on the two snapshots through the
///   witness chosen at erasure, with no dynamic cast. Models of different
///   types with the same identifier are never content-equal.
///
/// ```swift
/// let feed: [AnyCellModel] = [
///     AnyCellModel(PostCellModel(id: 1, title: "Hello", likes: 3)),
///     AnyCellModel(AdCellModel(id: "ad-1")),
/// ]
/// ```
///
/// Usually you do not erase by hand: ``CellsBuilder`` erases every model you
/// list in a ``CellSection``.
public struct AnyCellModel: Sendable {
    /// The model's identifier, erased.
    public let id: AnyID

    @usableFromInline
    let box: AnyCellModelBox

    /// Erases `model`, taking its content snapshot now.
    ///
    /// - Complexity: O(1) plus the cost of hashing the identifier once and of
    ///   taking the model's ``CellModel/contentSnapshot``.
    @MainActor
    @inlinable
    public init<Model: CellModel>(_ model: Model) {
        id = AnyID(model.cellIdentifier)
        box = CellModelBox(model)
    }

    /// The identifier under which a list registers and reuses the cell this
    /// model configures: the model type's ``CellModel/reuseIdentifier``.
    ///
    /// It is read when asked for, not at erasure, so that erasing stays
    /// cheap.
    @MainActor
    public var reuseIdentifier: String { box.reuseIdentifier }

    /// The type of the cell this model configures.
    public var cellType: AnyObject.Type { box.cellType }

    /// The type of the erased model.
    public var modelType: any CellModel.Type { box.modelType }

    /// The identity of ``modelType``, read from the box without asking the
    /// model's type for its metadata: what a list keys its per-type checks
    /// by.
    @inlinable
    package var modelTypeID: ObjectIdentifier { box.typeID }

    /// The erased model.
    public var base: any CellModel { box.anyBase }

    /// Returns the erased model if it is of type `Model`.
    ///
    /// - Complexity: O(1).
    public func base<Model: CellModel>(as type: Model.Type) -> Model? {
        (box as? CellModelBox<Model>)?.model
    }

    /// Shows the model in `cell`, by calling the model's
    /// ``CellModel/configure(_:)``.
    ///
    /// - Throws: ``CellModelsError/cellTypeMismatch(expected:found:)`` when
    ///   `cell` is not of the model's ``CellModel/Cell`` type.
    @MainActor
    public func configure(_ cell: AnyObject) throws(CellModelsError) {
        try box.configure(cell)
    }

    /// Whether the model can be shown in `cell`: whether `cell` is of the
    /// model's ``CellModel/Cell`` type, so that ``configure(_:)`` does not
    /// throw.
    ///
    /// - Complexity: O(1), one dynamic cast.
    public func canConfigure(_ cell: AnyObject) -> Bool {
        box.canConfigure(cell)
    }

    /// Stops showing the model in `cell`, by calling the model's
    /// ``CellModel/unconfigure(_:)``.
    ///
    /// - Throws: ``CellModelsError/cellTypeMismatch(expected:found:)`` when
    ///   `cell` is not of the model's ``CellModel/Cell`` type.
    @MainActor
    public func unconfigure(_ cell: AnyObject) throws(CellModelsError) {
        try box.unconfigure(cell)
    }
}

extension AnyCellModel: Diffable {
    /// Whether `other` is a model of the same type whose content snapshot is
    /// equal, by the model type's ``CellModel/isContentEqual(_:_:)``.
    ///
    /// - Complexity: O(1) plus the model type's comparison of snapshots.
    @inlinable
    public func isContentEqual(to other: AnyCellModel) -> Bool {
        box.isEqual(to: other.box)
    }
}

extension AnyCellModel: CustomStringConvertible {
    /// The model type's name and the identifier, such as `PostCellModel(7)`.
    public var description: String {
        "\(box.modelType)(\(id.baseDebugDescription))"
    }
}
