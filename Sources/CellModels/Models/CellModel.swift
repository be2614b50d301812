/// A cell view model: what one cell of a list shows, with an identity the
/// diff follows and a content snapshot the diff compares.
///
/// A cell model has:
///
/// - a ``cellIdentifier`` of any `Hashable & Sendable` type, unique within a
///   list, which tells the diff that two models are the same row;
/// - a ``reuseIdentifier`` tied to the ``Cell`` type it configures (by default
///   the cell type's name);
/// - a ``contentSnapshot``, taken when the model is erased into
///   ``AnyCellModel``, and ``isContentEqual(_:_:)``, which compares two
///   snapshots to decide reloads. Content is always explicit: a model that
///   is `Equatable` is its own snapshot, compared with `==`; any other model
///   says what its content is by declaring ``contentSnapshot`` (its type is
///   inferred), and the compiler asks for it when it is missing. Nothing is
///   found by reflection, so a model never silently stops reloading because
///   its state is a plain `let` or not `Equatable`.
///
/// ```swift
/// final class PostCellModel: CellModel {
///     typealias Cell = PostCell
///     let cellIdentifier: Int
///     @ViewState var title: String
///     @ViewState var likes: Int
///
///     init(id: Int, title: String, likes: Int) {
///         cellIdentifier = id
///         self.title = title
///         self.likes = likes
///     }
///
///     var contentSnapshot: StateSnapshot { StateSnapshot(title, likes) }
///
///     func configure(_ cell: PostCell) {
///         $title.bind(to: cell.titleLabel, \.text)
///         $likes.bind(to: cell.likesLabel, \.text) { "\($0) likes" }
///     }
/// }
/// ```
///
/// ## Isolation
///
/// Cell models are main-actor work: they configure views, and their state is
/// observed and bound on the main actor. Diffing is not: erasing a model into
/// ``AnyCellModel`` (on the main actor) reads its identifier and takes its
/// ``contentSnapshot`` once, and the erased model is a `Sendable` value whose
/// `Diffable` conformance is nonisolated, so a plan can be computed on any
/// actor. ``isContentEqual(_:_:)`` is therefore `nonisolated` and compares
/// sendable snapshots, never the live models.
@MainActor
public protocol CellModel<CellIdentifier>: Sendable {
    /// The type of the identifier: any `Hashable & Sendable` type.
    associatedtype CellIdentifier: Hashable & Sendable

    /// The type of the cell this model configures.
    associatedtype Cell: AnyObject

    /// The type of the content snapshot compared for reload detection.
    associatedtype ContentSnapshot: Sendable

    /// The identity of the row: two models with equal identifiers are the
    /// same row before and after a change.
    ///
    /// Identifiers should be unique within a list; the diff matches duplicates
    /// in order of appearance.
    var cellIdentifier: CellIdentifier { get }

    /// The identifier under which the list registers and reuses ``Cell``.
    ///
    /// Defaults to the fully qualified name of ``Cell``, such as
    /// `"Feed.PostCell"`, so every model that configures the same cell type
    /// shares it.
    static var reuseIdentifier: String { get }

    /// What the cell shows, as a sendable value, taken when the model is
    /// erased into ``AnyCellModel``.
    ///
    /// An `Equatable` model is its own snapshot. Any other model declares
    /// it, listing what its cell shows: the values of its states, or any
    /// `Sendable` value.
    ///
    /// ```swift
    /// var contentSnapshot: StateSnapshot { StateSnapshot(title, likes) }
    /// var contentSnapshot: String { title }
    /// ```
    ///
    /// A model whose content never changes says so with an empty snapshot,
    /// `StateSnapshot()`: it is then reloaded on identity only.
    var contentSnapshot: ContentSnapshot { get }

    /// Returns whether two snapshots of models with the same identifier show
    /// the same content. A row whose snapshots differ is reloaded.
    ///
    /// The default, for `Equatable` snapshots, is `==`. This is `nonisolated`
    /// so that diffing can run on any actor.
    ///
    /// - Complexity: Should be O(1) or close to it: the diff calls it once for
    ///   every row that survives a change.
    nonisolated static func isContentEqual(_ old: ContentSnapshot, _ new: ContentSnapshot) -> Bool

    /// Shows the model in `cell`: sets its views' values, or binds the model's
    /// state to them so they follow it.
    ///
    /// A list calls this when it shows the model in a cell. Bindings made here
    /// should end in ``unconfigure(_:)``.
    func configure(_ cell: Cell)

    /// Stops showing the model in `cell`, before the cell is reused or
    /// discarded: ends the bindings made by ``configure(_:)``.
    ///
    /// The default does nothing. ``ViewModel`` subclasses get an
    /// implementation that unbinds everything the model bound to the cell.
    func unconfigure(_ cell: Cell)
}

extension CellModel {
    /// The fully qualified name of ``Cell``, such as `"Feed.PostCell"`,
    /// computed once per cell type.
    public static var reuseIdentifier: String {
        ReuseIdentifiers.name(of: Cell.self)
    }

    /// Does nothing.
    public func unconfigure(_ cell: Cell) {}
}

extension CellModel where Self: Equatable {
    /// The model itself: an `Equatable` model is compared with `==`.
    public var contentSnapshot: Self { self }
}

extension CellModel where ContentSnapshot: Equatable {
    /// Compares the snapshots with `==`.
    public nonisolated static func isContentEqual(_ old: ContentSnapshot, _ new: ContentSnapshot) -> Bool {
        old == new
    }
}

/// The default reuse identifiers, one per cell type, computed once: naming a
/// type costs far more than looking it up.
@MainActor
enum ReuseIdentifiers {
    /// A list shows a few types of model: their identities are compared
    /// rather than hashed (see ``ShortMap``), twice per row shown.
    /// (Unchecked exclusivity: each access is one lookup or insertion.)
    @exclusivity(unchecked) private static var names = ShortMap<ObjectIdentifier, String>()

    static func name(of type: AnyObject.Type) -> String {
        if let name = names[ObjectIdentifier(type)] {
            return name
        }
        let name = String(reflecting: type)
        names.set(name, for: ObjectIdentifier(type))
        return name
    }
}
