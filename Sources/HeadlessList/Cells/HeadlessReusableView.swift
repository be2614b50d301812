import CellModels
import ConstraintSolver
import HeadlessViews

/// What a cell and a header or footer view share: a reuse identifier, a
/// content view whose children a hook builds, the model the view shows with
/// the bindings it made, and the layout passes the view ran.
///
/// Do not subclass it directly: subclass ``HeadlessCell`` for items and
/// ``HeadlessHeaderFooterView`` for sections' headers and footers. Both are
/// dequeued by reuse identifier, shown a model (its `configure` binds to
/// the children) and, before they show another model or go back to the
/// pool, unbound: the model's `unconfigure` runs and every binding of
/// ``bindingOwner`` ends.
///
/// ## Binding follows reuse
///
/// Every binding made during the model's `configure` without an `owner:` of
/// its own joins ``bindingOwner`` (see `BindingOwner.collectingBindings(_:)`),
/// so a late change to an old model never reaches a recycled view, however
/// the model binds.
@MainActor
open class HeadlessReusableView: HeadlessView {
    /// The identifier the view was registered and dequeued under.
    public let reuseIdentifier: String

    /// The view that holds the children the hook builds.
    public let contentView = HeadlessView()

    /// The owner of the bindings of the model the view shows now. The list
    /// ends them all before the view shows another model, and replaces the
    /// owner if anything else still holds it.
    @exclusivity(unchecked) public private(set) var bindingOwner = BindingOwner()

    /// The model the view shows, or `nil` while it is in the reuse pool.
    @exclusivity(unchecked) public internal(set) var model: AnyCellModel?

    /// How many times ``prepareForReuse()`` ran.
    @_spi(Instrumentation)
    @exclusivity(unchecked) public private(set) var prepareForReuseCount = 0

    /// How many times the ``buildChildren(_:)`` hook ran.
    @_spi(Instrumentation)
    @exclusivity(unchecked) public private(set) var buildCount = 0

    /// How many children the hook made, over the view's life.
    @_spi(Instrumentation)
    @exclusivity(unchecked) public internal(set) var madeChildCount = 0

    /// The view's most recent layout passes, oldest first: at most
    /// `layoutHistoryLimit` of them.
    ///
    /// A view gets a pass on every reuse, so a long-lived list would grow a
    /// full history without bound; once the limit is reached, each new pass
    /// drops the oldest.
    @_spi(Instrumentation)
    @exclusivity(unchecked) public private(set) var layoutHistory: [CellLayoutPass] = []

    /// How many passes `layoutHistory` keeps: 64.
    @_spi(Instrumentation)
    public nonisolated static let layoutHistoryLimit = 64

    /// The children the hook made, by key: the latest one for each key.
    var builtChildren: [String: HeadlessView] = [:]
    /// The children the hook made, in order, duplicates included.
    var builtOrder: [HeadlessView] = []
    @exclusivity(unchecked) var hasLaidOut = false
    @exclusivity(unchecked) var isReusePending = false
    /// Whether ``model`` is set for a layout pass and not yet configured
    /// (see ``show(_:afterLayingOut:)``).
    @exclusivity(unchecked) var isModelUnconfigured = false

    /// Creates a view. Lists create views of a registered class through
    /// this initializer.
    ///
    /// - Parameter reuseIdentifier: The identifier the view is registered
    ///   and dequeued under.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    // MARK: - Overridable

    /// When ``layoutChild(_:)`` and ``buildChildren(_:)`` run; the default
    /// is ``CellLayoutBehaviour/once``.
    open var layoutBehaviour: CellLayoutBehaviour { .once }

    /// The strategy for a phase, for views whose ``layoutBehaviour`` is
    /// ``CellLayoutBehaviour/custom``: the seed's `shouldLayout(on:)`. Other
    /// views are never asked.
    ///
    /// A custom view must override it and answer for every phase; an
    /// override may return a `LayoutingStrategy` (not optional), as the
    /// seed's does:
    ///
    /// ```swift
    /// override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy {
    ///     switch phase {
    ///     case .reused: .remakeLayout
    ///     default: .none
    ///     }
    /// }
    /// ```
    ///
    /// The default answers `nil`, no answer. A custom view without an
    /// answer for some phase is found when it is created, not at its first
    /// layout as in the seed: see ``CellLayoutBehaviour/custom``.
    ///
    /// - Parameter phase: The occasion of the pass.
    /// - Returns: What the pass does, or `nil` for no answer.
    open func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy? { nil }

    /// The hook that builds the view's children; see ``ChildBuilder``. The
    /// default builds none.
    ///
    /// - Parameter children: What the hook asks for each child with.
    open func buildChildren(_ children: ChildBuilder) {}

    /// Resets the view before it is handed out again by the reuse pool. Call
    /// `super` when you override it.
    open func prepareForReuse() {}

    /// The height a view showing `model` needs at `width`: for a cell, when
    /// the table's row height is ``TableLayout/RowHeight/computed``; for a
    /// header or footer view, when the list's supplement height is
    /// ``SupplementHeight/computed``. The default is 44.
    ///
    /// - Parameters:
    ///   - model: The model the view would show.
    ///   - width: The width the view would have.
    /// - Returns: The height, in points.
    /// - Complexity: Should be O(1): a list asks it for every row or
    ///   section.
    open class func height(for model: AnyCellModel, width: Double) -> Double { 44 }

    /// The height the view measures at `width` once configured: for rows of
    /// a table whose row height is ``TableLayout/RowHeight/estimated(_:)``
    /// or ``TableLayout/RowHeight/automatic``, and for header and footer
    /// views whose supplement height is ``SupplementHeight/measured``. For a
    /// view that lays out with constraints (``layoutChild(_:)``) the default
    /// is the height they need at `width`, as UIKit's
    /// `systemLayoutSizeFitting` gives it; otherwise it asks the class's
    /// ``height(for:width:)`` for the current model (44 when it shows none).
    ///
    /// - Parameter width: The width the view has.
    /// - Returns: The height, in points.
    open func preferredHeight(forWidth width: Double) -> Double {
        if usesConstraintLayout { return fittingSize(forWidth: width).height }
        guard let model else { return 44 }
        return Self.height(for: model, width: width)
    }

    /// The hook that lays out the content view with the layout DSL; `layout`
    /// is the content view's layout, which fills this view. When it runs, and
    /// whether it makes, edits, remakes or cleanly makes the constraints,
    /// follows ``layoutBehaviour`` (after ``buildChildren(_:)``, in the same
    /// pass). A view that lays out with it sizes itself: its default
    /// ``preferredHeight(forWidth:)`` is the height its constraints need at
    /// the width (`HeadlessView.fittingSize(forWidth:)`).
    ///
    /// When a list shows the view, reuses it or measures it, ``model`` is
    /// already the model it is about to show (as UIKit configures a cell in
    /// `cellForRowAt` before its `layoutSubviews`), so a layout may read it:
    /// a constant, a view put in or left out. The model is bound after the
    /// pass, which may make the children it binds to. A behaviour that
    /// remakes or edits the layout on reuse makes it again for every model
    /// shown and measured; one that lays out once keeps its first layout.
    ///
    /// ```swift
    /// override func layoutChild(_ layout: ViewLayout<HeadlessView>) {
    ///     layout.put(title) { $0.fillParent(with: EdgeInsets(all: 12)) }
    /// }
    /// ```
    ///
    /// The default lays out nothing.
    open func layoutChild(_ layout: ViewLayout<HeadlessView>) {}

    // MARK: - Layout

    /// The phase the next layout pass would have.
    public var nextLayoutPhase: CellLayouting {
        if !hasLaidOut { return .initial }
        if isReusePending { return .reused }
        if needsLayout { return .needsLayoutSet }
        return CellLayouting.none
    }

    /// The strategy the view uses in `phase`.
    ///
    /// - Parameter phase: The occasion of the pass.
    /// - Returns: What a pass in `phase` does.
    /// - Throws: ``HeadlessListError/Kind/unansweredCustomLayout`` when the
    ///   view's behaviour is custom and it has no answer for `phase`.
    public func strategy(for phase: CellLayouting) throws(HeadlessListError) -> LayoutingStrategy {
        switch layoutBehaviour {
        case .once:
            return phase == .initial ? .makeLayout : LayoutingStrategy.none
        case .remakeEveryLayout:
            return phase == .initial ? .makeLayout : .remakeLayout
        case .editEveryLayout:
            return .makeAndEditLayout
        case .custom:
            guard let strategy = shouldLayout(on: phase) else {
                throw HeadlessListError(
                    .unansweredCustomLayout,
                    "\(type(of: self)) declares a custom layout behaviour but gives no strategy for the \(phase) phase: override shouldLayout(on:) to answer for every phase"
                )
            }
            return strategy
        }
    }

    /// Runs one layout pass: works out the phase, asks the strategy for it,
    /// and runs the ``buildChildren(_:)`` hook accordingly. When the hook
    /// made new children and the view shows a model, the model is configured
    /// again (its old bindings ended first) so that it binds to them.
    ///
    /// - Throws: ``HeadlessListError/Kind/unansweredCustomLayout`` for a custom
    ///   view with no answer for the phase; nothing changes then.
    /// - Complexity: O(*c*) for *c* children removed, plus the hook.
    public func layoutChildren() throws(HeadlessListError) {
        try layoutChildren(leavingConstraintsToList: false)
    }

    /// Runs one layout pass (see ``layoutChildren()``). With
    /// `leavingConstraintsToList`, a view whose content is laid out with
    /// constraints is not solved: the list lays its content out once it
    /// shows the model at its row's size (`HeadlessListView`'s
    /// `layOutContent(of:showing:)`), and a solve before that, with the
    /// last model's texts at the last row's size, would be thrown away.
    func layoutChildren(leavingConstraintsToList: Bool) throws(HeadlessListError) {
        let phase = nextLayoutPhase
        let strategy = try strategy(for: phase)
        switch strategy {
        case .none, .makeLayout, .makeAndEditLayout:
            break
        case .remakeLayout:
            for view in builtOrder { view.removeFromSuperview() }
            builtChildren.removeAll()
            builtOrder.removeAll()
        case .makeLayoutCleanly:
            for view in contentView.subviews { view.forEachViewInTree { $0.constraints = [] } }
            contentView.removeAllSubviews()
            builtChildren.removeAll()
            builtOrder.removeAll()
        }
        let madeBefore = madeChildCount
        if strategy != LayoutingStrategy.none {
            buildCount += 1
            let make: LayoutingStrategy = strategy == .makeAndEditLayout ? .makeAndEditLayout : .makeLayout
            buildChildren(ChildBuilder(strategy: make, phase: phase, owner: self))
            try layOutContent(strategy == .makeLayoutCleanly ? .make : strategy.layoutStrategy)
        }
        if layoutHistory.count == Self.layoutHistoryLimit {
            layoutHistory.removeFirst()
        }
        layoutHistory.append(CellLayoutPass(phase, strategy))
        hasLaidOut = true
        isReusePending = false
        // Children made anew have no bindings yet: bind the model (again,
        // if it was), before laying out, so the pass takes in what the
        // bindings wrote.
        if madeChildCount != madeBefore, let model {
            if isModelUnconfigured { configure(model) } else { show(model) }
        }
        // A sizing view is only measured: its frames are never read. A
        // content left to the list is laid out, passes and all, by the list.
        if isSizingView {
            runLayoutPasses()
        } else if !(leavingConstraintsToList && usesConstraintLayout) {
            layoutIfNeeded()
        }
    }

    /// Whether the content view is laid out with constraints (the view's
    /// ``layoutChild(_:)`` laid something out).
    public var usesConstraintLayout: Bool { !contentView.translatesFrameIntoConstraints }

    /// Runs ``layoutChild(_:)`` on the content view with `strategy`; the
    /// first time it lays anything out, the content view is pinned to this
    /// view's edges (required), so that this view's size lays it out and
    /// measuring the content measures the view.
    ///
    /// - Throws: ``HeadlessListError/Kind/cellLayout`` when the layout throws;
    ///   the content is then as it was before the hook.
    func layOutContent(_ strategy: LayoutStrategy) throws(HeadlessListError) {
        let transaction = LayoutTransaction(host: contentView, strategy: strategy)
        layoutChild(ViewLayout<HeadlessView>(view: contentView, parent: self, transaction: transaction))
        guard !transaction.isEmpty else { return }
        if contentView.translatesFrameIntoConstraints {
            let pin = ViewLayout<HeadlessView>(view: contentView, parent: self, transaction: transaction)
            transaction.put(contentView, into: self)
            pin.fillParent(priority: .required)
        }
        do {
            try transaction.commit(delegate: nil)
        } catch {
            throw HeadlessListError(
                .cellLayout, "\(type(of: self)) (reuse identifier \"\(reuseIdentifier)\"): \(error)")
        }
    }

    /// Runs a layout pass if the view was never laid out, was reused, or
    /// needs layout; otherwise does nothing.
    ///
    /// - Throws: As ``layoutChildren()``.
    public func layoutChildrenIfNeeded() throws(HeadlessListError) {
        try layoutChildrenIfNeeded(leavingConstraintsToList: false)
    }

    /// Runs a layout pass if the view needs one (see
    /// ``layoutChildrenIfNeeded()``), leaving a content laid out with
    /// constraints to the list when `leavingConstraintsToList` (see
    /// `layoutChildren(leavingConstraintsToList:)`).
    func layoutChildrenIfNeeded(leavingConstraintsToList: Bool) throws(HeadlessListError) {
        if !hasLaidOut || isReusePending || needsLayout {
            try layoutChildren(leavingConstraintsToList: leavingConstraintsToList)
        }
    }

    /// Checks that a custom view answers for every phase.
    func checkCustomLayout() throws(HeadlessListError) {
        guard layoutBehaviour == .custom else { return }
        for phase in CellLayouting.allCases {
            _ = try strategy(for: phase)
        }
    }

    // MARK: - Reuse and binding

    /// Shows `model`: ends the bindings of the model shown before (its
    /// `unconfigure`, then every binding of ``bindingOwner``), then calls the
    /// new model's `configure`, with ``bindingOwner`` collecting the bindings
    /// it makes without an owner of their own.
    func show(_ newModel: AnyCellModel) {
        endShowing()
        model = newModel
        configure(newModel)
    }

    /// Calls the configure of `newModel`, the model shown, with
    /// ``bindingOwner`` collecting the bindings it makes without an owner
    /// of their own; no model's bindings may be left.
    private func configure(_ newModel: AnyCellModel) {
        isModelUnconfigured = false
        do {
            try bindingOwner.collectingBindings { try newModel.configure(self) }
        } catch {
            stopOnMisuse(
                "HeadlessList: \(newModel) cannot configure a \(type(of: self)) (reuse identifier \"\(reuseIdentifier)\"): \(error)"
            )
        }
    }

    /// Shows `newModel` after the layout pass `layOut` runs, with the model
    /// in ``model`` during the pass: as UIKit configures a cell in
    /// `cellForRowAt` before its `layoutSubviews`, a ``layoutChild(_:)``
    /// that reads the model (a constant, a view shown or not) lays out for
    /// the model shown, not for the one before or none. The model is
    /// configured after the pass, which may make the children it binds to
    /// (or during it, when the pass made children: see ``layoutChildren()``).
    func show(_ newModel: AnyCellModel, afterLayingOut layOut: () -> Void) {
        endShowing()
        model = newModel
        isModelUnconfigured = true
        layOut()
        if isModelUnconfigured { configure(newModel) }
    }

    /// Stops showing the current model, if any, and ends all its bindings.
    func endShowing() {
        if let model, !isModelUnconfigured {
            try? model.unconfigure(self)
        }
        isModelUnconfigured = false
        bindingOwner.unbindAllForReuse()
        // An owner that someone else still holds is replaced, so that a
        // binding made with it later cannot reach this view; one only this
        // view holds is as good as new.
        if !isKnownUniquelyReferenced(&bindingOwner) { bindingOwner = BindingOwner() }
        model = nil
    }

    /// Readies a sizing view to measure another model: its next pass is a
    /// reused one when its behaviour runs the hooks on reuse (remade,
    /// edited, or as a custom view answers), so that a layout that reads
    /// the model is made for each model measured, as a reused cell's is for
    /// each model shown. A view that lays out once keeps its layout.
    func prepareToMeasureAnotherModel() {
        guard hasLaidOut, let strategy = try? strategy(for: .reused), strategy != LayoutingStrategy.none else { return }
        isReusePending = true
    }

    /// Runs ``prepareForReuse()`` as the reuse pool hands the view out again.
    func prepareToBeReused() {
        prepareForReuseCount += 1
        isReusePending = true
        prepareForReuse()
    }
}
