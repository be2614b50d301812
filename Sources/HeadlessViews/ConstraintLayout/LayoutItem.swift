/// What a layout constraint's side refers to: a view's frame, or the part
/// of it inside its safe-area insets. Held weakly, so constraints never
/// keep views alive; a constraint whose view is gone does nothing.
@MainActor
struct LayoutItem {
    weak var view: HeadlessView?
    /// Whether the item is the view's safe area rather than its frame.
    let isSafeArea: Bool

    init(_ view: HeadlessView, safeArea: Bool = false) {
        self.view = view
        self.isSafeArea = safeArea
    }

    /// Whether two items are the same view's same area.
    func isSame(as other: LayoutItem) -> Bool {
        view != nil && view === other.view && isSafeArea == other.isSafeArea
    }

    /// `title`, or `title.safeArea`; `(gone)` for a freed view.
    var name: String {
        guard let view else { return "(gone)" }
        return isSafeArea ? "\(view.layoutName).safeArea" : view.layoutName
    }
}

extension HeadlessView {
    /// The name of the view in constraint descriptions and messages: its
    /// ``identifier``, or its type's name when it has none.
    public var layoutName: String { identifier ?? String(describing: type(of: self)) }
}
