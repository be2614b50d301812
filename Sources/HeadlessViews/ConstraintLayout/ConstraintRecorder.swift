import ConstraintSolver

/// What the anchor makers of one ``ViewLayout`` write to: the view, the
/// parent it is laid out in, the layout's transaction, and the default
/// priority of the next constraint.
///
/// The default priority rule: in one closure (one `put`, or the closure of
/// `makeLayout` itself), a constraint given no priority gets 999, the next
/// one 998, and so on, never below 751; so earlier constraints outrank later
/// ones, and every constraint of the DSL outranks a content's compression
/// resistance (750) and hugging (250). A compound method (`fillParent()`
/// makes four constraints) takes one priority per constraint, in the order
/// top, left, bottom, right.
@MainActor @usableFromInline
final class ConstraintRecorder {
    @usableFromInline let view: HeadlessView
    private(set) var parent: HeadlessView?
    let transaction: LayoutTransaction
    var nextDefaultPriority = 999.0
    /// Where the view's stack is in the transaction, when the view is a
    /// stack laid out as one.
    var stackIndex: Int?

    /// The lowest default priority: 751, above compression resistance.
    static let lowestDefaultPriority = 751.0

    init(view: HeadlessView, parent: HeadlessView?, transaction: LayoutTransaction) {
        self.view = view
        self.parent = parent
        self.transaction = transaction
    }

    /// `explicit`, or the next default priority.
    func priority(_ explicit: ConstraintPriority?) -> ConstraintPriority {
        if let explicit { return explicit }
        let priority = ConstraintPriority(nextDefaultPriority)
        nextDefaultPriority = Swift.max(nextDefaultPriority - 1, Self.lowestDefaultPriority)
        return priority
    }

    /// Records `view.attribute relation multiplier × second.secondAttribute + constant`,
    /// or a misuse when it relates an anchor to itself.
    func record(
        _ attribute: LayoutAttribute, _ relation: ConstraintRelation, _ second: LayoutSide?,
        _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double, priority: ConstraintPriority?,
        area: LayoutItem.Area = .frame
    ) {
        record(
            attribute, relation, second?.view, second?.area, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority, area: area)
    }

    /// ``record(_:_:_:_:multiplier:constant:priority:area:)`` with the
    /// second side as its view and area: a side passed on through an
    /// optional is copied, its view retained, at every step.
    private func record(
        _ attribute: LayoutAttribute, _ relation: ConstraintRelation, _ secondView: HeadlessView?,
        _ secondArea: LayoutItem.Area?, _ secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
        priority: ConstraintPriority?, area: LayoutItem.Area
    ) {
        let constraint = LayoutConstraint(
            view, area, attribute, relation, secondView, secondArea, secondAttribute, multiplier: multiplier,
            constant: constant, priority: self.priority(priority))
        if secondView === view, secondArea == area, secondAttribute == attribute {
            transaction.misuses.append(
                LayoutError(.selfRelation, "\(constraint) relates \(constraint.first.name).\(attribute) to itself"))
            return
        }
        // Both views marked by this transaction: related, if its puts
        // chain to its host (checked at the commit), with no weak load.
        let stamp = transaction.stamp
        if view.layoutStamp == stamp, secondView == nil || secondView?.layoutStamp == stamp {
            constraint.relatedInTransaction = stamp
        }
        transaction.noteRun(of: view)
        transaction.made.append(constraint)
    }

    /// The parent (or its safe area) as an item, or `nil` after recording a
    /// misuse when the view has no parent.
    func parentItem(safeArea: Bool, for attribute: LayoutAttribute) -> LayoutSide? {
        guard let parent = parentView(safeArea: safeArea, for: attribute) else { return nil }
        return LayoutSide(parent, area: safeArea ? .safeArea : .frame)
    }

    /// The parent, or `nil` after recording a misuse when the view has
    /// none (a relation to the parent's safe area when `safeArea`).
    private func parentView(safeArea: Bool, for attribute: LayoutAttribute) -> HeadlessView? {
        if parent == nil, view === transaction.host {
            parent = transaction.suppliedParent()
        }
        guard let parent else {
            _ = priority(nil)
            transaction.misuses.append(
                LayoutError(
                    .missingParent,
                    "\(view.layoutName).\(attribute) is related to its parent\(safeArea ? "'s safe area" : ""), but \(view.layoutName) has no parent"
                ))
            return nil
        }
        return parent
    }

    /// Records `view.attribute` at `distance` from `second.secondAttribute`
    /// (exactly, at least or at most): the distance is measured away from
    /// the first attribute's side, so it is `first - second` for left, top
    /// and centre lines and `second - first` for right and bottom edges.
    func recordDistance(
        _ attribute: LayoutAttribute, _ relation: ConstraintRelation, _ distance: Double, from second: LayoutSide?,
        _ secondAttribute: LayoutAttribute, priority: ConstraintPriority?, area: LayoutItem.Area = .frame
    ) {
        guard let second else { return }
        recordDistance(
            attribute, relation, distance, from: second.view, second.area, secondAttribute, priority: priority,
            area: area)
    }

    /// Records `view.attribute` at `distance` from the same attribute of the
    /// parent (or its safe area), as ``recordDistance(_:_:_:from:_:priority:area:)``
    /// does, or a misuse when the view has no parent.
    func recordDistanceToParent(
        _ attribute: LayoutAttribute, _ relation: ConstraintRelation, _ distance: Double, safeArea: Bool,
        priority: ConstraintPriority?, area: LayoutItem.Area = .frame
    ) {
        guard let parent = parentView(safeArea: safeArea, for: attribute) else { return }
        recordDistance(
            attribute, relation, distance, from: parent, safeArea ? .safeArea : .frame, attribute,
            priority: priority, area: area)
    }

    /// ``recordDistance(_:_:_:from:_:priority:area:)`` with the second side
    /// as its view and area: a side passed on through an optional is
    /// copied, its view retained, at every step.
    private func recordDistance(
        _ attribute: LayoutAttribute, _ relation: ConstraintRelation, _ distance: Double,
        from secondView: HeadlessView?, _ secondArea: LayoutItem.Area, _ secondAttribute: LayoutAttribute,
        priority: ConstraintPriority?, area: LayoutItem.Area
    ) {
        let sign = attribute.distanceSign
        var relation = relation
        if sign < 0 {
            switch relation {
            case .lessThanOrEqual: relation = .greaterThanOrEqual
            case .greaterThanOrEqual: relation = .lessThanOrEqual
            case .equal: break
            }
        }
        record(
            attribute, relation, secondView, secondArea, secondAttribute, multiplier: 1, constant: sign * distance,
            priority: priority, area: area)
    }
}
