import ConstraintSolver

/// A view that stacks its arranged views along an axis with constraints,
/// as UIKit's `UIStackView` does. Put one into a layout with
/// ``ViewLayout/putVerticalStack(_:spacing:alignment:distribution:_:)`` or
/// ``ViewLayout/putHorizontalStack(_:spacing:alignment:distribution:_:)``
/// and add views with ``ViewLayout/putStacked(_:_:)``.
///
/// The stack makes required constraints: the first view at the stack's
/// start, each next one after the one before (see ``StackArrangement``),
/// the last at the stack's end, and each placed across the axis as the
/// alignment says. Hidden views take no room; hiding or showing one
/// rearranges the stack. A horizontal stack runs from its leading edge to
/// its trailing one, so right to left (see
/// ``HeadlessView/effectiveLayoutDirection``) its first view is at its
/// right, and a vertical stack's leading alignment is its right edge. The
/// arrangement and the arranged views change when a layout puts the stack
/// again, or when you set ``axis``, ``spacing``, ``alignment`` or
/// ``distribution``.
///
/// A stack that its constraints position but do not size takes the size of
/// its views: along the axis, their lengths and the gaps; across it, the
/// widest (or tallest) view's, with any alignment (for alignments other
/// than fill, a constraint of priority 25 pulls the stack in to its widest
/// view, as UIKit's ambiguity suppression does).
@MainActor
public final class HeadlessStackView: HeadlessView {
    /// How the views are arranged.
    public internal(set) var arrangement = StackArrangement()

    /// The views the stack arranges, in order.
    public internal(set) var arrangedSubviews: [HeadlessView] = []

    /// The axis along which the views stack; setting it rearranges them.
    public var axis: LayoutAxis {
        get { arrangement.axis }
        set { rearrange { $0.axis = newValue } }
    }

    /// The gap between neighbours; setting it rearranges the views. The
    /// layout takes a NaN gap as 0 and an infinite one as ±10⁹, the largest
    /// a constraint holds.
    public var spacing: Double {
        get { arrangement.spacing }
        set { rearrange { $0.spacing = newValue } }
    }

    /// How the views sit across the axis; setting it rearranges them.
    public var alignment: StackArrangement.Alignment {
        get { arrangement.alignment }
        set { rearrange { $0.alignment = newValue } }
    }

    /// How the views share the stack's length; setting it rearranges them.
    public var distribution: StackArrangement.Distribution {
        get { arrangement.distribution }
        set { rearrange { $0.distribution = newValue } }
    }

    /// Changes the arrangement and, when it changed, replaces the
    /// arrangement constraints; the tree's layout is solved again on its
    /// next pass.
    private func rearrange(_ change: (inout StackArrangement) -> Void) {
        var new = arrangement
        change(&new)
        guard new != arrangement else { return }
        arrangement = new
        replaceArrangementConstraints()
    }

    /// Rearranges the views when `view`, one of them, was hidden or shown
    /// (see ``HeadlessView/isHidden``).
    func arrangedViewChangedVisibility(_ view: HeadlessView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        replaceArrangementConstraints()
    }

    /// Replaces the arrangement constraints with those of the arrangement
    /// and the visible views now; the tree's layout is solved again on its
    /// next pass.
    private func replaceArrangementConstraints() {
        for view in [self] + arrangedSubviews {
            view.constraintList.removeAll { $0.stack === self }
        }
        for constraint in arrangementConstraints() {
            constraint.firstView?.constraintList.append(constraint)
        }
        invalidateLayoutSystem()
    }

    /// The constraints that arrange the visible arranged views, each owned
    /// by the arranged view it places.
    func arrangementConstraints() -> [LayoutConstraint] {
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard let first = views.first, let last = views.last else { return [] }
        let vertical = arrangement.axis == .vertical
        // Across a screen, leading to trailing: right to left, a horizontal
        // stack's first view is at its right, as UIKit's.
        let start: LayoutAttribute = vertical ? .top : .leading
        let end: LayoutAttribute = vertical ? .bottom : .trailing
        let length: LayoutAttribute = vertical ? .height : .width
        let crossStart: LayoutAttribute = vertical ? .leading : .top
        let crossEnd: LayoutAttribute = vertical ? .trailing : .bottom
        let crossCenter: LayoutAttribute = vertical ? .centerX : .centerY
        let stack = LayoutItem(self)
        var made: [LayoutConstraint] = []
        func make(
            _ view: HeadlessView, _ attribute: LayoutAttribute, _ relation: ConstraintRelation, _ other: LayoutItem?,
            _ otherAttribute: LayoutAttribute?, constant: Double = 0
        ) -> LayoutConstraint {
            let constraint = LayoutConstraint(
                LayoutItem(view), attribute, relation, other, otherAttribute, constant: constant, priority: .required)
            constraint.stack = self
            made.append(constraint)
            return constraint
        }

        _ = make(first, start, .equal, stack, start)
        for (previous, view) in zip(views, views.dropFirst()) {
            let gap = make(
                view, start, arrangement.distribution == .equalSpacing ? .greaterThanOrEqual : .equal,
                LayoutItem(previous), end, constant: LayoutNumber.signed(arrangement.spacing))
            if arrangement.distribution == .equalSpacing, previous !== first {
                // This gap equals the first one: view.start == previous.end + (views[1].start - first.end).
                let equalGap = make(view, start, .equal, LayoutItem(previous), end)
                equalGap.extraTerms = [(LayoutItem(views[1]), start, 1), (LayoutItem(first), end, -1)]
            }
            _ = gap
            if arrangement.distribution == .fillEqually {
                _ = make(view, length, .equal, LayoutItem(first), length)
            }
        }
        _ = make(last, end, .equal, stack, end)
        for view in views {
            switch arrangement.alignment {
            case .fill:
                _ = make(view, crossStart, .equal, stack, crossStart)
                _ = make(view, crossEnd, .equal, stack, crossEnd)
            case .leading:
                _ = make(view, crossStart, .equal, stack, crossStart)
                _ = make(view, crossEnd, .lessThanOrEqual, stack, crossEnd)
            case .center:
                _ = make(view, crossCenter, .equal, stack, crossCenter)
                _ = make(view, crossStart, .greaterThanOrEqual, stack, crossStart)
            case .trailing:
                _ = make(view, crossEnd, .equal, stack, crossEnd)
                _ = make(view, crossStart, .greaterThanOrEqual, stack, crossStart)
            }
        }
        if arrangement.alignment != .fill {
            // The stack's cross length is otherwise free above its widest
            // view: pull it in, weaker than anything else.
            let crossLength: LayoutAttribute = vertical ? .width : .height
            let suppression = LayoutConstraint(
                stack, crossLength, .equal, nil, nil, constant: 0, priority: ConstraintPriority(25))
            suppression.stack = self
            made.append(suppression)
        }
        return made
    }
}
