@_spi(Lifetimes) import CellModels
import ConstraintSolver

/// A view with no screen: a node in a tree of views with a frame, the
/// base of every headless view and cell.
///
/// Views are main-actor objects, as in every UI toolkit. A view holds its
/// subviews strongly and not its superview, which reads `nil` once it is
/// gone. Find views in a tree by
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
    ///
    /// Unchecked for exclusivity: every access is a read or an in-place
    /// insert or removal on the main actor that calls out to nothing, so
    /// none can overlap another; layout passes read it for every view of
    /// every cell laid out.
    @exclusivity(unchecked) public private(set) var subviews: [HeadlessView] = []

    /// The view that holds this one.
    public var superview: HeadlessView? { storedSuperview }
    /// Not a weak reference, which would put every retain and release of
    /// the superview on the runtime's slow path (see `ObjectLifetime`): a
    /// superview holds this view, and its deinit clears this field.
    @exclusivity(unchecked) unowned(unsafe) private var storedSuperview: HeadlessView?
    /// What refers to this view without holding it, made when first asked
    /// for (see `LifetimeTracking`).
    @exclusivity(unchecked) @_spi(Lifetimes) public var lifetimeStorage: ObjectLifetime?

    /// The view's frame in its superview's coordinates.
    ///
    /// Constraint layout writes it in ``layoutIfNeeded()`` for every view
    /// put into a layout. Setting it by hand on a view that was never put
    /// (one that ``translatesFrameIntoConstraints``) makes the frame an input
    /// of the layout, as UIKit's autoresizing-mask constraints do; so is a
    /// root's size. The layout takes such a frame's NaN as 0 and each of its
    /// numbers within ±10⁹, the largest a constraint may hold.
    public var frame: Rect {
        get { storedFrame }
        set {
            storedFrame = newValue
            frameWasSet()
        }
    }
    @exclusivity(unchecked) var storedFrame: Rect = .zero

    /// Whether the layout takes this view's ``frame`` as given (true until
    /// the view is put into a layout with the DSL), as UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`.
    @exclusivity(unchecked) public internal(set) var translatesFrameIntoConstraints = true

    // The identifier, insets, margins and direction are read for every view
    // of every template key and skip the run-time exclusivity check: each
    // access is a read or a set (an observer runs after the set's access).

    /// The insets of the area that is not covered by bars and edges; see
    /// ``HeadlessViewController/safeAreaInsets``. Safe-area anchors
    /// (``ViewAnchors/safeArea``) are the view's edges moved in by them; a
    /// NaN inset as 0, and any within ±10⁹.
    @exclusivity(unchecked) public var safeAreaInsets: EdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { invalidateLayoutSystem() } }
    }

    /// The insets of the view's content from its edges: margin anchors
    /// (``ViewAnchors/margins``, ``ViewLayout/margins``) are the view's edges
    /// moved in by them (a NaN margin as 0, and any within ±10⁹). 8 on every
    /// edge unless set, as UIKit's default.
    @exclusivity(unchecked) public var layoutMargins = EdgeInsets(all: 8) {
        didSet { if layoutMargins != oldValue { invalidateLayoutSystem() } }
    }

    /// The direction leading and trailing anchors follow in this view's
    /// constraints, or `nil` (the default) for its superview's; see
    /// ``effectiveLayoutDirection``.
    @exclusivity(unchecked) public var layoutDirection: LayoutDirection? {
        didSet { if layoutDirection != oldValue { invalidateLayoutSystem() } }
    }

    // Unchecked for exclusivity: every access is a read, an append, a set or
    // a removal whose predicate reads the constraint alone, so none can
    // overlap another; a layout's commit appends every constraint it makes.

    /// The constraints the layout DSL made with this view as their first
    /// item, in the order made.
    ///
    /// - Complexity: O(1) when the view's list is its own; O(*n*) for *n*
    ///   constraints, a copy, while the list is the view's run of the list
    ///   its layout made, shared with the other views it laid out.
    public package(set) var constraints: [LayoutConstraint] {
        get { constraintList.array }
        set { constraintList = ConstraintList(newValue) }
    }

    /// The constraints, as the layout keeps them.
    @exclusivity(unchecked) package var constraintList = ConstraintList()

    // The system and the flags below are read on every layout pass and
    // skip the run-time exclusivity check: each access is a read or a set
    // (the system is built before it is set; the observer runs after).

    /// The constraint system of the tree this view is the root of, built
    /// when first needed.
    @exclusivity(unchecked) package var layoutSystem: LayoutSystem? {
        didSet { isKnownUnconstrained = false }
    }
    /// Whether this root's tree was found to hold no DSL constraint since
    /// anything could have added one, so layout passes need not look again.
    @exclusivity(unchecked) var isKnownUnconstrained = false
    /// Whether a list made this view only to measure models with: its layout
    /// passes need not solve for frames nobody reads, and its constraint
    /// layout holds its height free (see `LayoutSystem.measuresHeightFreely`).
    @exclusivity(unchecked) package var isSizingView = false
    /// Whether this root was laid out with `layoutFitting(width:)`: its
    /// height follows its constraints rather than holding them.
    @exclusivity(unchecked) var heightFollowsLayout = false
    /// The controller whose root view this is.
    weak var owningController: HeadlessViewController?
    @exclusivity(unchecked) var contentPriorities = ContentPriorities()
    /// The ``LayoutTransaction/stamp`` of the last layout made on this view
    /// or that put it: that transaction's test of whether it knows where
    /// the view goes, with no lookup.
    @exclusivity(unchecked) var layoutStamp = 0
    /// The view the transaction of ``layoutStamp`` put this one into
    /// (`nil` for its host): meaningful only while this view carries that
    /// transaction's stamp, which no later transaction reuses, and while
    /// that transaction holds the parent in its list of puts; hence not
    /// held (see ``LayoutTransaction/plannedSuperview(of:)``).
    @exclusivity(unchecked) unowned(unsafe) var stampedParent: HeadlessView?
    /// The stamp of the last transaction that put a view into this one
    /// (``LayoutTransaction/put(_:into:)``); see
    /// ``LayoutTransaction/isPlannedLeaf(_:)``.
    @exclusivity(unchecked) var receivedPutStamp = 0
    /// The stamp of the last commit that kept this view's constraint list
    /// to put back on failure (``LayoutTransaction/Undo``): that commit's
    /// test of whether it kept the list already, with no lookup.
    @exclusivity(unchecked) var listKeptStamp = 0
    /// The stamp of the last transaction that recorded a run of
    /// constraints with this view first (``LayoutTransaction/noteRun(of:)``).
    @exclusivity(unchecked) var runStamp = 0
    /// The view's group, with the stamp of the commit that gave it, when
    /// that commit gathered a layout's constraints by first view
    /// (``LayoutTransaction/madeGroupedByFirstView()``); stale under any
    /// other stamp.
    @exclusivity(unchecked) var runGroup = (stamp: 0, group: 0)
    /// The place of this view's entry in the layout system whose
    /// ``LayoutSystem/entriesStamp`` is `stamp`: that system's lookup with
    /// no hashing (see ``LayoutSystem/place(for:)``); stale under any other
    /// stamp.
    @exclusivity(unchecked) var cachedLayoutPlace = (stamp: 0, place: 0)
    /// The view's place in the last template key taken of a tree holding
    /// it, with that walk's ``LayoutSystem/keyWalk`` number: read back only
    /// by that walk, so a view of another tree (an older number) has none.
    @exclusivity(unchecked) var templatePlace = (walk: 0, place: 0)

    /// A name to find the view by, as an accessibility identifier would be.
    @exclusivity(unchecked) public var identifier: String?

    /// Whether the view is hidden. A hidden arranged view of a stack takes
    /// no room in it: hiding or showing one rearranges its stack, as
    /// `UIStackView` does.
    public var isHidden = false {
        didSet {
            if isHidden != oldValue, let stack = superview as? HeadlessStackView {
                stack.arrangedViewChangedVisibility(self)
            }
        }
    }

    /// Whether the view needs a layout pass; see ``setNeedsLayout()``.
    @exclusivity(unchecked) public private(set) var needsLayout = true
    /// Whether a view below this one may need a layout pass: set on every
    /// ancestor of a view marked (up to the first already set), so that
    /// ``runLayoutPasses()`` walks only the branches that lead to one.
    @exclusivity(unchecked) private(set) var subtreeNeedsLayout = false

    /// The number of layout passes the view has run, for tests.
    @_spi(Instrumentation)
    @exclusivity(unchecked) public private(set) var layoutCount = 0

    /// Creates a view, optionally with an identifier to find it by.
    public init(identifier: String? = nil) {
        self.identifier = identifier
    }

    /// Ends this view's lifetime and clears its subviews' references to it,
    /// on the main actor, before the view is freed.
    isolated deinit {
        lifetimeStorage?.end()
        for view in subviews where view.storedSuperview === self { view.storedSuperview = nil }
    }

    /// Adds `view` on top of the subviews, first removing it from its
    /// current superview. Adding a view that is already a subview moves it
    /// to the top.
    ///
    /// - Precondition: `view` is not this view or one that holds it: as in
    ///   UIKit, that is a programming error, and it stops the program rather
    ///   than make a tree that loops. (The layout DSL's `put` reports it as a
    ///   ``LayoutError`` instead, and spec files are checked for it.)
    /// - Complexity: O(*s* + *d*), where *s* is the number of subviews of the
    ///   old superview and *d* this view's depth.
    public func addSubview(_ view: HeadlessView) {
        var ancestor: HeadlessView? = self
        while let current = ancestor {
            guard current !== view else {
                stopOnMisuse(
                    "HeadlessView: \(view.layoutName) cannot be a subview of \(layoutName), which it holds or is")
            }
            ancestor = current.superview
        }
        view.removeFromSuperview()
        insertSubview(view, at: subviews.count)
        if view.layoutSystem != nil || view.hasLayoutConstraintsInTree {
            view.layoutSystem = nil
            invalidateLayoutSystem()
        }
    }

    /// Inserts `view`, which has no superview, at `index` among the
    /// subviews, without touching any constraint system.
    func insertSubview(_ view: HeadlessView, at index: Int) {
        // Appended when last, as a layout puts its views: an insertion
        // goes through the array's general replacement, several times
        // the instructions.
        if index == subviews.count {
            // Room for a few at once: a view laid out gets its children
            // one by one, and growing from one copies the list each time.
            if subviews.capacity == 0 { subviews.reserveCapacity(4) }
            subviews.append(view)
        } else {
            subviews.insert(view, at: index)
        }
        view.storedSuperview = self
        if view.needsLayout || view.subtreeNeedsLayout { subtreeNeedsLayout = true }
        setNeedsLayout()
    }

    /// Removes the view from its superview without touching any constraint
    /// system; returns where it was.
    @discardableResult
    func detachFromSuperview() -> (superview: HeadlessView, index: Int)? {
        guard let superview, let index = superview.subviews.firstIndex(where: { $0 === self }) else { return nil }
        superview.subviews.remove(at: index)
        superview.setNeedsLayout()
        storedSuperview = nil
        isKnownUnconstrained = false
        return (superview, index)
    }

    /// Removes the view from its superview, if it has one.
    ///
    /// - Complexity: O(*s*), where *s* is the number of the superview's
    ///   subviews.
    public func removeFromSuperview() {
        guard let superview else { return }
        if let system = rootView.layoutSystem, system.holds(self) || hasLayoutConstraintsInTree {
            superview.invalidateLayoutSystem()
        }
        detachFromSuperview()
    }

    /// Removes every subview.
    ///
    /// - Complexity: O(*s*), where *s* is the number of subviews.
    public func removeAllSubviews() {
        if !subviews.isEmpty, rootView.layoutSystem != nil { invalidateLayoutSystem() }
        for view in subviews { view.storedSuperview = nil }
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
        var ancestor = superview
        while let current = ancestor, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            ancestor = current.superview
        }
    }

    /// Marks this view as needing layout, as ``setNeedsLayout()`` does, and
    /// its root too, and returns the root: one walk up, where the two calls
    /// and ``rootView`` took three (a label does this on every text set).
    func setNeedsLayoutWithRoot() -> HeadlessView {
        needsLayout = true
        var view = self
        var marking = true
        while let superview = view.superview {
            if marking {
                if superview.subtreeNeedsLayout { marking = false } else { superview.subtreeNeedsLayout = true }
            }
            view = superview
        }
        view.needsLayout = true
        return view
    }

    /// Lays out the view and its subviews: solves the constraints of the
    /// view's tree if anything changed since the last solve and writes the
    /// frame of every view put into a layout (relative to its superview,
    /// as in UIKit), then runs ``layoutSubviews()`` on every view below that
    /// needs layout.
    ///
    /// - Complexity: O(*v*) for *v* views in the tree, plus the solver's
    ///   incremental work for what changed (see `ConstraintSolver`).
    public func layoutIfNeeded() {
        rootView.solveConstraintsIfNeeded()
        runLayoutPasses()
    }

    /// Runs ``layoutSubviews()`` here and below where layout is needed.
    package func runLayoutPasses() {
        if needsLayout {
            needsLayout = false
            layoutCount += 1
            layoutSubviews()
        }
        // Cleared before the walk: a view marked during it (by a
        // `layoutSubviews` below) sets it again, for the next pass.
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        for view in subviews { view.runLayoutPasses() }
    }

    /// Lays out the subviews. The default does nothing; override it to place
    /// subviews in a custom view.
    open func layoutSubviews() {}

    // MARK: - Intrinsic size

    /// The value of an intrinsic size's dimension that the view does not
    /// have: −1, as UIKit's `noIntrinsicMetric`.
    public nonisolated static let noIntrinsicMetric: Double = -1

    /// The size the view's content wants, when it is put into a layout:
    /// a dimension of ``noIntrinsicMetric`` means none. The layout holds a
    /// view near it with its content hugging and compression resistance
    /// priorities (see ``setContentHuggingPriority(_:for:)``). The default
    /// has neither dimension; labels, buttons, text fields and image views
    /// have one. Call ``invalidateIntrinsicContentSize()`` when it changes.
    /// A layout takes a dimension that is NaN or negative as none, and one
    /// above 10⁹ (infinity too) as 10⁹.
    open var intrinsicContentSize: Size {
        Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// Whether the intrinsic height depends on the width the view gets, as
    /// a label's that wraps does. The layout then asks
    /// ``intrinsicHeight(forWidth:)`` after solving and solves again.
    open var intrinsicHeightDependsOnWidth: Bool { false }

    /// The intrinsic height at `width`; the default is the height of
    /// ``intrinsicContentSize``.
    ///
    /// The layout asks while it solves or measures the view's tree. A
    /// layout or measurement of that tree asked for from here changes
    /// nothing and is answered from the frames as they stand; a layout made
    /// here (a view put, a constraint changed) takes effect at the next
    /// layout pass.
    ///
    /// - Parameter width: The width the layout gave the view.
    /// - Returns: The height its content needs there; NaN or a negative
    ///   number for none, as ``intrinsicContentSize`` (a height above 10⁹
    ///   is taken as 10⁹).
    open func intrinsicHeight(forWidth width: Double) -> Double { intrinsicContentSize.height }
}

@_spi(Lifetimes) extension HeadlessView: LifetimeTracking {}

extension ObjectLifetime {
    /// The view of a view's lifetime, while it is alive.
    var view: HeadlessView? {
        // Only a view makes a lifetime for itself (``HeadlessView/lifetime``),
        // and the lifetimes read here are views'. No closure (`map`): a
        // main-actor closure checks its executor on every call.
        guard let object else { return nil }
        return unsafeDowncast(object, to: HeadlessView.self)
    }
}
