@_spi(Lifetimes) import CellModels

/// What a layout constraint's side refers to: a view's frame, the part of
/// it inside its safe-area insets, or the part inside its layout margins.
/// The view is not held (the item holds its `ObjectLifetime`), so
/// constraints never keep views alive; a constraint whose view is gone does
/// nothing.
@MainActor
struct LayoutItem {
    /// The part of a view's frame an item is.
    enum Area: Hashable {
        /// The frame itself.
        case frame
        /// The frame moved in by ``HeadlessView/safeAreaInsets``.
        case safeArea
        /// The frame moved in by ``HeadlessView/layoutMargins``.
        case margins
    }

    private let lifetime: ObjectLifetime?
    /// The part of the view's frame the item is.
    let area: Area

    /// The view, or `nil` once it is gone.
    var view: HeadlessView? { lifetime?.view }
    /// The place of the view in a template walk (see
    /// ``LayoutConstraint/appendKey(to:walk:)``).
    func templatePlace(in walk: Int) -> Int { lifetime.templatePlace(in: walk) }

    init(_ view: HeadlessView, area: Area = .frame) {
        self.lifetime = view.lifetime
        self.area = area
    }

    /// An item whose view may already be gone.
    init(weakView view: HeadlessView?, area: Area) {
        self.lifetime = view?.lifetime
        self.area = area
    }

    /// An item for the view of `lifetime`.
    init(lifetime: ObjectLifetime?, area: Area) {
        self.lifetime = lifetime
        self.area = area
    }

    init(_ view: HeadlessView, safeArea: Bool) {
        self.init(view, area: safeArea ? .safeArea : .frame)
    }

    /// Whether two items are the same view's same area.
    func isSame(as other: LayoutItem) -> Bool {
        view != nil && view === other.view && area == other.area
    }

    /// `title`, `title.safeArea` or `title.margins`; `(gone)` for a freed
    /// view.
    var name: String {
        guard let view else { return "(gone)" }
        switch area {
        case .frame: return view.layoutName
        case .safeArea: return "\(view.layoutName).safeArea"
        case .margins: return "\(view.layoutName).margins"
        }
    }
}

extension HeadlessView {
    /// The name of the view in constraint descriptions and messages: its
    /// ``identifier``, or its type's name when it has none.
    public var layoutName: String { identifier ?? String(describing: type(of: self)) }
}

/// A view's area as a layout names it while it is written (in an anchor,
/// as a maker's argument). It holds the view strongly: it lives only while
/// the layout is recorded, and a retain costs far less than a weak
/// reference made, copied and destroyed. What outlives the layout holds
/// views' lifetimes (``LayoutConstraint``'s sides, ``LayoutItem``).
@MainActor
struct LayoutSide {
    let view: HeadlessView?
    let area: LayoutItem.Area

    init(_ view: HeadlessView?, area: LayoutItem.Area = .frame) {
        self.view = view
        self.area = area
    }

    /// The side as an item, for what keeps it.
    var item: LayoutItem { LayoutItem(weakView: view, area: area) }

    /// `title`, `title.safeArea` or `title.margins`.
    var name: String { item.name }
}
