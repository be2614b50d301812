/// A view with no screen: a node in a tree of views with a frame, the
/// base of every headless view and cell.
///
/// Views are main-actor objects, as in every UI toolkit. A view holds its
/// subviews strongly and its superview weakly. Find views in a tree by
/// ``identifier`` or by type, which is how tests reach into a cell.
///
/// ```swift
/// let row = HeadlessView()
/// let title = HeadlessLabel(identifier: "title")
/// row.addSubview(title)
/// row.firstSubview(withIdentifier: "title") === title  // true
/// ```
@MainActor
open class HeadlessView {
    /// The views this view holds, back to front.
    public private(set) var subviews: [HeadlessView] = []

    /// The view that holds this one.
    public private(set) weak var superview: HeadlessView?

    /// The view's frame in its superview's coordinates.
    public var frame: Rect = .zero

    /// A name to find the view by, as an accessibility identifier would be.
    public var identifier: String?

    /// Whether the view is hidden.
    public var isHidden = false

    /// Whether the view needs a layout pass; see ``setNeedsLayout()``.
    public private(set) var needsLayout = true

    /// The number of layout passes the view has run, for tests.
    public private(set) var layoutCount = 0

    /// Creates a view, optionally with an identifier to find it by.
    public init(identifier: String? = nil) {
        self.identifier = identifier
    }

    /// Adds `view` on top of the subviews, first removing it from its
    /// current superview. Adding a view that is already a subview moves it
    /// to the top.
    ///
    /// - Complexity: O(*s*), where *s* is the number of subviews of the old
    ///   superview.
    public func addSubview(_ view: HeadlessView) {
        precondition(view !== self, "HeadlessView: a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// Removes the view from its superview, if it has one.
    ///
    /// - Complexity: O(*s*), where *s* is the number of the superview's
    ///   subviews.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.setNeedsLayout()
        self.superview = nil
    }

    /// Removes every subview.
    ///
    /// - Complexity: O(*s*), where *s* is the number of subviews.
    public func removeAllSubviews() {
        for view in subviews { view.superview = nil }
        subviews.removeAll()
        setNeedsLayout()
    }

    /// The first view in the tree below this one, depth first, whose
    /// ``identifier`` is `identifier`; `nil` when there is none. The view
    /// itself is not considered.
    ///
    /// - Complexity: O(*v*), where *v* is the number of views below.
    public func firstSubview(withIdentifier identifier: String) -> HeadlessView? {
        for view in subviews {
            if view.identifier == identifier { return view }
            if let found = view.firstSubview(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Every view of type `type` in the tree below this one, depth first.
    ///
    /// - Complexity: O(*v*), where *v* is the number of views below.
    public func allSubviews<View: HeadlessView>(ofType type: View.Type) -> [View] {
        var found: [View] = []
        for view in subviews {
            if let view = view as? View { found.append(view) }
            found += view.allSubviews(ofType: type)
        }
        return found
    }

    /// Marks the view as needing a layout pass, which ``layoutIfNeeded()``
    /// runs.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs ``layoutSubviews()`` if the view needs layout, then does the same
    /// for its subviews.
    ///
    /// - Complexity: O(*v*), where *v* is the number of views in the tree.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutCount += 1
            layoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Lays out the subviews. The default does nothing; override it to place
    /// subviews in a custom view.
    open func layoutSubviews() {}
}
