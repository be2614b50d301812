/// A headless view controller: a root view with a safe area, and child
/// controllers embedded by the layout DSL.
///
/// ```swift
/// let controller = HeadlessViewController(size: Size(width: 390, height: 844))
/// controller.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
/// try controller.makeLayout { layout in
///     layout.put(toolbar) { $0.fixToSafeArea(.fullBottom) ; $0.height.equal(with: 44) }
/// }
/// controller.view.layoutIfNeeded()
/// ```
@MainActor
open class HeadlessViewController {
    /// The controller's root view.
    public let view: HeadlessView

    /// The controller this one is embedded in.
    public private(set) weak var parent: HeadlessViewController?

    /// The controllers embedded in this one, in the order embedded.
    public private(set) var children: [HeadlessViewController] = []

    /// Creates a controller whose root view has `size`.
    ///
    /// - Parameter size: The size of the root view; zero by default, for a
    ///   controller that will be embedded.
    public init(size: Size = .zero) {
        view = HeadlessView(identifier: "\(type(of: self)).view")
        view.frame = Rect(origin: Point(x: 0, y: 0), size: size)
        view.owningController = self
    }

    /// The insets of the root view's safe area (the status bar, the home
    /// indicator): what `equalWithSafeArea()` and `fillSafeArea()` keep
    /// clear.
    public var safeAreaInsets: EdgeInsets {
        get { view.safeAreaInsets }
        set { view.safeAreaInsets = newValue }
    }

    /// Lays out the root view; see ``HeadlessView/makeLayout(delegate:_:)``.
    ///
    /// - Throws: ``LayoutError``; nothing changes then.
    public func makeLayout(
        delegate: (any LayoutDelegate)? = nil, _ build: (ViewLayout<HeadlessView>) -> Void
    ) throws(LayoutError) {
        try view.makeLayout(delegate: delegate, build)
    }

    /// Makes `parent` this controller's parent, leaving the old one.
    func setParent(_ newParent: HeadlessViewController?) {
        guard newParent !== parent else { return }
        parent?.children.removeAll { $0 === self }
        parent = newParent
        newParent?.children.append(self)
    }
}

extension HeadlessView {
    /// The controller of the nearest view at or above this one that is a
    /// controller's root view.
    var nearestController: HeadlessViewController? {
        var view: HeadlessView? = self
        while let current = view {
            if let controller = current.owningController { return controller }
            view = current.superview
        }
        return nil
    }
}
