@_spi(Lifetimes) import CellModels
import ConstraintSolver

/// A constraint the layout DSL made between two view attributes, or between
/// one attribute and a number:
/// `first relation multiplier × second + constant`, with a priority.
///
/// It reads as it would in a conflict report, such as
/// `title.top == avatar.bottom + 8 (required)` or
/// `title.width >= 100 (999)`. A view lists the constraints whose first item
/// it is in ``HeadlessView/constraints``; ``HeadlessView/makeAndEditLayout(delegate:_:)``
/// edits them in place, keeping their identity.
///
/// A constraint does not hold its views; one whose view is freed or has
/// left the tree of the other does nothing.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    // The two sides' views are held as their lifetimes (see
    // `ObjectLifetime`), not weakly: a weak reference would put every retain
    // and release of the view on the runtime's slow path.

    /// The view whose attribute is the first side, or `nil` once it is
    /// gone: a constraint never keeps a view alive.
    public var firstView: HeadlessView? { firstLifetime?.view }
    /// The view whose attribute is the second side, if any and not gone.
    public var secondView: HeadlessView? { secondLifetime?.view }
    /// The first view's lifetime: what a view's identity is compared by
    /// without loading the view.
    let firstLifetime: ObjectLifetime?
    private let secondLifetime: ObjectLifetime?
    /// The part of the first view's frame the first side is.
    let firstArea: LayoutItem.Area
    /// The part of the second view's frame the second side is; `nil` for a
    /// constraint to a number.
    let secondArea: LayoutItem.Area?
    /// The first side's view and area.
    var first: LayoutItem { LayoutItem(lifetime: firstLifetime, area: firstArea) }
    /// The second side's view and area, if any.
    var second: LayoutItem? { secondArea.map { LayoutItem(lifetime: secondLifetime, area: $0) } }
    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute
    /// How the two sides relate.
    public let relation: ConstraintRelation
    /// The second item's attribute, or `nil` for a constraint to a number.
    public let secondAttribute: LayoutAttribute?
    /// The factor of the second side.
    public let multiplier: Double
    /// The number added to the second side. (Unchecked exclusivity: it
    /// is read for every constraint of every template key, and never
    /// accessed in overlapping ways.)
    @exclusivity(unchecked) public internal(set) var constant: Double
    /// How much the constraint matters.
    @exclusivity(unchecked) public internal(set) var priority: ConstraintPriority
    /// The ``LayoutTransaction/stamp`` of the transaction that recorded
    /// this constraint when both its views carried that stamp then (so
    /// share the host's planned root while the transaction's puts chain to
    /// its host); 0 otherwise. See ``LayoutTransaction/findUnrelatedViews()``.
    var relatedInTransaction = 0
    /// The stamp of the last ``LayoutSystem/build(root:throwingFor:)`` that
    /// was given this constraint as new (added last, throwing when it
    /// conflicts); 0 for never.
    @exclusivity(unchecked) var newInBuild = 0
    /// The stack that made the constraint to arrange its views, if any.
    var stack: HeadlessStackView? {
        get { stackLifetime?.object.map { unsafeDowncast($0, to: HeadlessStackView.self) } }
        set { stackLifetime = newValue?.lifetime }
    }
    /// The stack's lifetime, as the sides hold their views': a weak
    /// reference is made and destroyed through the runtime with every
    /// constraint, a stack's or not.
    private var stackLifetime: ObjectLifetime?
    /// More terms of the second side, for a stack's equal gaps:
    /// `coefficient × item.attribute` each.
    @exclusivity(unchecked) var extraTerms: [(item: LayoutItem, attribute: LayoutAttribute, coefficient: Double)] = []

    convenience init(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: ConstraintRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double,
        priority: ConstraintPriority
    ) {
        self.init(
            first.view, first.area, firstAttribute, relation, second?.view, second?.area, secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    /// A constraint between the views themselves, with no ``LayoutItem``
    /// made and copied for them.
    convenience init(
        _ firstView: HeadlessView?, _ firstArea: LayoutItem.Area, _ firstAttribute: LayoutAttribute,
        _ relation: ConstraintRelation, _ secondView: HeadlessView?, _ secondArea: LayoutItem.Area?,
        _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double, priority: ConstraintPriority
    ) {
        self.init(
            firstView?.lifetime, firstArea, firstAttribute, relation, secondView?.lifetime, secondArea,
            secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// A constraint between the views of two lifetimes, for a caller that
    /// asked each view for its lifetime once.
    init(
        _ firstLifetime: ObjectLifetime?, _ firstArea: LayoutItem.Area, _ firstAttribute: LayoutAttribute,
        _ relation: ConstraintRelation, _ secondLifetime: ObjectLifetime?, _ secondArea: LayoutItem.Area?,
        _ secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double, priority: ConstraintPriority
    ) {
        self.firstLifetime = firstLifetime
        self.firstArea = firstArea
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondLifetime = secondLifetime
        self.secondArea = secondArea
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Whether `other` relates the same views' same attributes in the same
    /// way (what make-and-edit matches on), whatever its constant and
    /// priority.
    func hasSameShape(as other: LayoutConstraint) -> Bool {
        guard first.isSame(as: other.first), firstAttribute == other.firstAttribute, relation == other.relation,
            secondAttribute == other.secondAttribute, multiplier == other.multiplier
        else { return false }
        switch (second, other.second) {
        case (nil, nil): return true
        case (let mine?, let theirs?): return mine.isSame(as: theirs)
        default: return false
        }
    }

    /// `title.top == avatar.bottom + 8 (required)`.
    public var description: String {
        var right: String
        if let second, let secondAttribute {
            right = "\(second.name).\(secondAttribute)"
            if multiplier != 1 { right = "\(multiplier.compactDescription) * " + right }
            for term in extraTerms {
                right += (term.coefficient < 0 ? " - " : " + ") + "\(term.item.name).\(term.attribute)"
            }
            if constant != 0 {
                right += (constant < 0 ? " - " : " + ") + constant.magnitude.compactDescription
            }
        } else {
            right = constant.compactDescription
        }
        return "\(first.name).\(firstAttribute) \(relation) \(right) (\(priority))"
    }
}

extension LayoutConstraint {
    /// Appends this constraint's key to `key`, each view by the place the
    /// walk `walk` of ``LayoutSystem/templateKey(of:measuresHeightFreely:)``
    /// marked it with (−1 when gone or in another tree).
    ///
    /// A method of the constraint, reading its sides' lifetimes in place:
    /// read from outside, each side's view is retained and released.
    func appendKey(to key: inout LayoutTemplate.Key, walk: Int) {
        var second: LayoutTemplate.ItemKey?
        if let secondArea, let secondAttribute {
            second = LayoutTemplate.ItemKey(
                place: secondLifetime.templatePlace(in: walk), attribute: secondAttribute, area: secondArea)
        }
        let extraTermCount = extraTerms.count
        if extraTermCount > 0 {
            for term in extraTerms {
                key.terms.append(
                    LayoutTemplate.TermKey(
                        item: LayoutTemplate.ItemKey(
                            place: term.item.templatePlace(in: walk), attribute: term.attribute,
                            area: term.item.area),
                        coefficient: term.coefficient))
            }
        }
        key.constraints.append(
            LayoutTemplate.ConstraintKey(
                first: LayoutTemplate.ItemKey(
                    place: firstLifetime.templatePlace(in: walk), attribute: firstAttribute, area: firstArea),
                relation: relation, second: second, multiplier: multiplier, constant: constant,
                priority: priority.rawValue, extraTerms: extraTermCount))
    }
}

extension Optional where Wrapped == ObjectLifetime {
    /// The place the template walk `walk` marked this lifetime's view with
    /// (``HeadlessView/templatePlace``), or −1 when the view is gone or
    /// was not marked by that walk.
    @MainActor func templatePlace(in walk: Int) -> Int {
        guard let object = self?.object else { return -1 }
        let place = unsafeDowncast(object, to: HeadlessView.self).templatePlace
        return place.walk == walk ? place.place : -1
    }
}
