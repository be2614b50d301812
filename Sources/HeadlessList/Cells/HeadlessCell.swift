import CellModels

/// A headless table or collection cell: a view with a content view, a reuse
/// identifier, a tree of children built by a hook, and the model it shows.
///
/// Subclass it, give the subclass stored properties for its children and
/// build them in ``buildChildren(_:)``; choose when the hook runs with
/// ``layoutBehaviour``. A cell model (CellModels' `CellModel`) names the cell
/// type it configures and binds its state to the children in `configure`.
///
/// ```swift
/// final class NameCell: HeadlessCell {
///     var field: HeadlessTextField!
///
///     override func buildChildren(_ children: ChildBuilder) {
///         field = children.child("field") { HeadlessTextField() }
///     }
/// }
///
/// final class NameModel: CellModel {
///     typealias Cell = NameCell
///     let cellIdentifier = "name"
///     @ViewState var name = ""
///
///     func configure(_ cell: NameCell) {
///         $name.bindTwoWay(with: cell.field, \.text)
///     }
/// }
/// ```
///
/// ## Binding follows reuse
///
/// A list shows a model in a cell by calling the model's `configure`, and
/// before the cell shows another model (or goes to the reuse pool) it calls
/// the old model's `unconfigure` and ends every binding owned by
/// ``bindingOwner``. Every binding made during `configure` without an
/// `owner:` of its own joins ``bindingOwner`` (see
/// `BindingOwner.collectingBindings(_:)`), so a late change to an old model
/// never reaches a recycled cell, however the model binds.
@MainActor
open class HeadlessCell: HeadlessView {
    /// The identifier the cell was registered and dequeued under.
    public let reuseIdentifier: String

    /// The view that holds the cell's children.
    public let contentView = HeadlessView()

    /// Whether the cell's item is selected.
    public internal(set) var isSelected = false

    /// The owner of the bindings of the model the cell shows now. The list
    /// ends them all, and replaces the owner, before the cell shows another
    /// model.
    public private(set) var bindingOwner = BindingOwner()

    /// The model the cell shows, or `nil` while it is in the reuse pool.
    public internal(set) var model: AnyCellModel?

    /// How many times ``prepareForReuse()`` ran.
    public private(set) var prepareForReuseCount = 0

    /// How many times the ``buildChildren(_:)`` hook ran.
    public private(set) var buildCount = 0

    /// How many children the hook made, over the cell's life.
    public internal(set) var madeChildCount = 0

    /// The cell's most recent layout passes, oldest first: at most
    /// ``layoutHistoryLimit`` of them.
    ///
    /// A cell gets a pass on every reuse, so a long-lived list would grow a
    /// full history without bound; once the limit is reached, each new pass
    /// drops the oldest.
    public private(set) var layoutHistory: [LayoutPass] = []

    /// How many passes ``layoutHistory`` keeps: 64.
    public nonisolated static let layoutHistoryLimit = 64

    /// The children the hook made, by key: the latest one for each key.
    var builtChildren: [String: HeadlessView] = [:]
    /// The children the hook made, in order, duplicates included.
    var builtOrder: [HeadlessView] = []
    var hasLaidOut = false
    var isReusePending = false

    /// Creates a cell. Lists create cells of a registered class through this
    /// initializer.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    // MARK: - Overridable

    /// When ``buildChildren(_:)`` runs; the default is ``LayoutBehaviour/once``.
    open var layoutBehaviour: LayoutBehaviour { .once }

    /// The strategy for a phase, for cells whose ``layoutBehaviour`` is
    /// ``LayoutBehaviour/custom``; the default answers `nil`, which is an
    /// error for a custom cell. Other cells are never asked.
    open func layoutStrategy(for phase: LayoutPhase) -> LayoutStrategy? { nil }

    /// The hook that builds the cell's children; see ``ChildBuilder``. The
    /// default builds none.
    open func buildChildren(_ children: ChildBuilder) {}

    /// Resets the cell before it is handed out again by the reuse pool. Call
    /// `super` when you override it.
    open func prepareForReuse() {
        isSelected = false
    }

    /// The height a row showing `model` needs at `width`, for tables whose
    /// row height is ``TableLayout/RowHeight/computed``. The default is 44.
    ///
    /// - Complexity: Should be O(1): a table asks it for every row.
    open class func height(for model: AnyCellModel, width: Double) -> Double { 44 }

    /// The size an item showing `model` needs when the line is `contentWidth`
    /// wide, for collections whose item size is
    /// ``FlowLayout/ItemSize/computed``. The default is 50 × 50.
    open class func size(for model: AnyCellModel, contentWidth: Double) -> Size {
        Size(width: 50, height: 50)
    }

    /// The height the cell measures at `width` once configured, for tables
    /// whose row height is ``TableLayout/RowHeight/estimated(_:)``. The default
    /// asks the class's ``height(for:width:)`` for the current model.
    open func preferredHeight(forWidth width: Double) -> Double {
        guard let model else { return 44 }
        return Self.height(for: model, width: width)
    }

    // MARK: - Layout

    /// The phase the next layout pass would have.
    public var nextLayoutPhase: LayoutPhase {
        if !hasLaidOut { return .initial }
        if isReusePending { return .reused }
        if needsLayout { return .needsLayout }
        return .layoutPass
    }

    /// The strategy the cell uses in `phase`.
    ///
    /// - Throws: ``HeadlessListError/Kind/unansweredCustomLayout`` when the
    ///   cell's behaviour is custom and it has no answer for `phase`.
    public func strategy(for phase: LayoutPhase) throws(HeadlessListError) -> LayoutStrategy {
        switch layoutBehaviour {
        case .once:
            return phase == .initial ? .make : .nothing
        case .remakeEveryLayout:
            return phase == .initial ? .make : .remake
        case .editEveryLayout:
            return .makeAndEdit
        case .custom:
            guard let strategy = layoutStrategy(for: phase) else {
                throw HeadlessListError(
                    .unansweredCustomLayout,
                    "\(type(of: self)) declares a custom layout behaviour but gives no strategy for the \(phase) phase: override layoutStrategy(for:) to answer for every phase"
                )
            }
            return strategy
        }
    }

    /// Runs one layout pass: works out the phase, asks the strategy for it,
    /// and runs the ``buildChildren(_:)`` hook accordingly. When the hook
    /// made new children and the cell shows a model, the model is configured
    /// again (its old bindings ended first) so that it binds to them.
    ///
    /// - Throws: ``HeadlessListError/Kind/unansweredCustomLayout`` for a custom
    ///   cell with no answer for the phase; nothing changes then.
    /// - Complexity: O(*c*) for *c* children removed, plus the hook.
    public func layoutChildren() throws(HeadlessListError) {
        let phase = nextLayoutPhase
        let strategy = try strategy(for: phase)
        switch strategy {
        case .nothing, .make, .makeAndEdit:
            break
        case .remake:
            for view in builtOrder { view.removeFromSuperview() }
            builtChildren.removeAll()
            builtOrder.removeAll()
        case .makeCleanly:
            contentView.removeAllSubviews()
            builtChildren.removeAll()
            builtOrder.removeAll()
        }
        let madeBefore = madeChildCount
        if strategy != .nothing {
            buildCount += 1
            let make: LayoutStrategy = strategy == .makeAndEdit ? .makeAndEdit : .make
            buildChildren(ChildBuilder(strategy: make, phase: phase, cell: self))
        }
        if layoutHistory.count == Self.layoutHistoryLimit {
            layoutHistory.removeFirst()
        }
        layoutHistory.append(LayoutPass(phase, strategy))
        hasLaidOut = true
        isReusePending = false
        // Children made anew have no bindings yet: bind the model again,
        // before laying out, so the pass takes in what the bindings wrote.
        if madeChildCount != madeBefore, let model {
            show(model)
        }
        layoutIfNeeded()
    }

    /// Runs a layout pass if the cell was never laid out, was reused, or
    /// needs layout; otherwise does nothing.
    ///
    /// - Throws: As ``layoutChildren()``.
    public func layoutChildrenIfNeeded() throws(HeadlessListError) {
        if !hasLaidOut || isReusePending || needsLayout {
            try layoutChildren()
        }
    }

    /// Checks that a custom cell answers for every phase.
    func checkCustomLayout() throws(HeadlessListError) {
        guard layoutBehaviour == .custom else { return }
        for phase in LayoutPhase.allCases {
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
        do {
            try bindingOwner.collectingBindings { try newModel.configure(self) }
        } catch {
            preconditionFailure(
                "HeadlessList: \(newModel) cannot configure a \(type(of: self)) (reuse identifier \"\(reuseIdentifier)\"): \(error)"
            )
        }
    }

    /// Stops showing the current model, if any, and ends all its bindings.
    func endShowing() {
        if let model {
            try? model.unconfigure(self)
        }
        bindingOwner.unbindAll()
        bindingOwner = BindingOwner()
        model = nil
    }

    /// Runs ``prepareForReuse()`` as the reuse pool hands the cell out again.
    func prepareToBeReused() {
        prepareForReuseCount += 1
        isReusePending = true
        prepareForReuse()
    }
}
