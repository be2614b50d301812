/// The layout of one view in the layout DSL: its anchors to constrain,
/// compound placements (`fillParent()`, `atBottom(of:spacing:)`), and
/// `put` to lay children out inside it.
///
/// ```swift
/// try card.makeLayout { layout in
///     layout.put(avatar) { avatar in
///         avatar.top.distanceToParent(at: 16)
///         avatar.left.distanceToParent(at: 16)
///         avatar.size(equalWith: Size(width: 48, height: 48))
///     }
///     layout.put(title) { title in
///         title.top.equal(with: avatar.layout.top)
///         title.left.distance(to: avatar.layout.right, at: 12)
///         title.right.distanceToParent(at: 16)
///     }
/// }
/// ```
///
/// ## Priorities
///
/// Every method takes an optional `priority`. A constraint given none gets
/// its closure's next default: 999 for the first, 998 for the second, and so
/// on down to 751, which stays above a content's compression resistance
/// (750). So in one closure earlier constraints outrank later ones, and a
/// required constraint is one you ask for (`priority: .required`): only
/// required constraints can conflict, and a conflict throws.
///
/// ## When things happen
///
/// The closures only record. When the outermost closure returns, the
/// layout is committed at once: views are added, constraints made, and the
/// chain after `put` (`bind`, `apply`) runs. If anything fails, nothing of
/// the layout happens.
///
/// A layout is a small value: its copies (the closure's argument, what
/// `put` returns for the chain) record into the same layout.
@MainActor
public struct ViewLayout<View: HeadlessView> {
    /// What this layout's anchors write to; its view is a `View`.
    @usableFromInline let recorder: ConstraintRecorder

    /// The view being laid out.
    @inlinable public var view: View { unsafeDowncast(recorder.view, to: View.self) }

    package init(view: View, parent: HeadlessView?, transaction: LayoutTransaction) {
        self.init(view: view, recorder: ConstraintRecorder(view: view, parent: parent, transaction: transaction))
    }

    /// The layout of `view`, recorded by `recorder`, which records for
    /// `view`.
    @usableFromInline init(view: View, recorder: ConstraintRecorder) {
        assert(recorder.view === view, "a layout's recorder records for its view")
        self.recorder = recorder
    }

    var transaction: LayoutTransaction { recorder.transaction }

    // MARK: - Anchors

    /// The left edge.
    public var left: PositionAnchorMaker<HorizontalPosition> {
        PositionAnchorMaker(recorder: recorder, attribute: .left)
    }
    /// The right edge.
    public var right: PositionAnchorMaker<HorizontalPosition> {
        PositionAnchorMaker(recorder: recorder, attribute: .right)
    }
    /// The leading edge: left, or right in a right-to-left view (see
    /// ``HeadlessView/effectiveLayoutDirection``).
    public var leading: PositionAnchorMaker<HorizontalPosition> {
        PositionAnchorMaker(recorder: recorder, attribute: .leading)
    }
    /// The trailing edge: right, or left in a right-to-left view.
    public var trailing: PositionAnchorMaker<HorizontalPosition> {
        PositionAnchorMaker(recorder: recorder, attribute: .trailing)
    }
    /// The view's margins (its frame moved in by its
    /// ``HeadlessView/layoutMargins``), to constrain as Auto Layout's
    /// `.leadingMargin` and the like: `$0.margins.leading.equal(with:
    /// parent.layout.margins.leading)`.
    public var margins: MarginLayout { MarginLayout(recorder: recorder) }
    /// The vertical centre line.
    public var centerX: PositionAnchorMaker<HorizontalPosition> {
        PositionAnchorMaker(recorder: recorder, attribute: .centerX)
    }
    /// The top edge.
    public var top: PositionAnchorMaker<VerticalPosition> { PositionAnchorMaker(recorder: recorder, attribute: .top) }
    /// The bottom edge.
    public var bottom: PositionAnchorMaker<VerticalPosition> {
        PositionAnchorMaker(recorder: recorder, attribute: .bottom)
    }
    /// The horizontal centre line.
    public var centerY: PositionAnchorMaker<VerticalPosition> {
        PositionAnchorMaker(recorder: recorder, attribute: .centerY)
    }
    /// The width.
    public var width: DimensionAnchorMaker { DimensionAnchorMaker(recorder: recorder, attribute: .width) }
    /// The height.
    public var height: DimensionAnchorMaker { DimensionAnchorMaker(recorder: recorder, attribute: .height) }
    /// The centre point.
    public var center: CenterAnchorMaker { CenterAnchorMaker(recorder: recorder) }

    // MARK: - Putting children

    /// Puts `child` into this view (adding it as the last subview when it is
    /// not one already) and lays it out with `configure`; a
    /// ``MoleculeLayout`` then lays out its own children.
    ///
    /// Inlinable, so that the module laying views out makes each child's
    /// layout with its type known: a generic call from another module
    /// looks the layout type's metadata up at run time on every `put`.
    ///
    /// - Parameters:
    ///   - child: The view to put.
    ///   - configure: Its constraints, and `put`s of its own children.
    /// - Returns: The child's layout, for the chain (`bind`, `apply`).
    @inlinable @discardableResult
    public func put<Child: HeadlessView>(
        _ child: Child, _ configure: (ViewLayout<Child>) -> Void = { _ in }
    ) -> ViewLayout<Child> {
        let layout = ViewLayout<Child>(view: child, recorder: recorderForChild(child))
        if admit(child) {
            configure(layout)
            layOutChildrenIfMolecule(child)
        }
        return layout
    }

    /// The recorder of `child`'s layout, put into this view.
    @usableFromInline func recorderForChild(_ child: HeadlessView) -> ConstraintRecorder {
        ConstraintRecorder(view: child, parent: view, transaction: transaction)
    }

    /// Records that `child` goes into this view, or a misuse when it holds
    /// this view; returns whether it was put.
    @usableFromInline func admit(_ child: HeadlessView) -> Bool {
        // A view that holds none cannot hold this one: no walk up.
        if child !== view, transaction.isPlannedLeaf(child) {
            transaction.put(child, into: view)
            return true
        }
        var ancestor: HeadlessView? = view
        while let current = ancestor, current !== child { ancestor = transaction.plannedSuperview(of: current) }
        guard ancestor == nil else {
            transaction.misuses.append(
                LayoutError(
                    .invalidHierarchy, "\(child.layoutName) cannot be put into \(view.layoutName), which it holds"))
            return false
        }
        transaction.put(child, into: view)
        return true
    }

    /// Lays out `child`'s own children when it is a ``MoleculeLayout``.
    @usableFromInline func layOutChildrenIfMolecule(_ child: HeadlessView) {
        if let molecule = MoleculeClasses.moleculeType(of: child) {
            molecule.layOutChildren(
                of: child, in: ViewLayout<HeadlessView>(view: child, recorder: recorderForChild(child)))
        }
    }

    /// Embeds `controller`: makes it a child of the controller whose view
    /// holds this view, and puts its root view into this view.
    ///
    /// - Parameters:
    ///   - controller: The controller to embed.
    ///   - configure: Its root view's constraints.
    /// - Returns: The root view's layout.
    @discardableResult
    public func put(
        _ controller: HeadlessViewController, _ configure: (ViewLayout<HeadlessView>) -> Void = { _ in }
    ) -> ViewLayout<HeadlessView> {
        transaction.controllers.append((controller, view))
        return put(controller.view, configure)
    }
}
