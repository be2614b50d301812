import ConstraintSolver

/// The constraints of a tree of views up to the views' identities and the
/// inputs' values: what two trees must share for a ``SolvedLayout`` of one
/// to lay out the other.
///
/// Each constraint is the solver's, with each view's variables numbered by
/// the view's place in the order the system made them, and the constant of
/// each input (the root's width and height, an intrinsic size) set to 0; the
/// inputs are listed apart, in order.
package final class LayoutShape: Equatable {
    /// Where an input of the solve comes from.
    enum Input: Equatable {
        /// The root's width or height (its frame's size).
        case rootSize(LayoutAxis)
        /// The intrinsic width or height of the view at this place, as the
        /// view measures it.
        case intrinsic(view: Int, LayoutAxis)
        /// The intrinsic height of the view at this place, which wraps: its
        /// height at the width it was solved at (two values: the width,
        /// then the height).
        case wrappedHeight(view: Int)
    }

    /// The solver's constraints in the order added, renumbered, with the
    /// inputs' constants 0.
    let constraints: [Constraint]
    let inputs: [Input]
    /// The places of the views whose frames the layout writes (those put
    /// into the layout), in order.
    let laidOut: [Int]
    /// The number of values of a ``SolvedLayout`` of this shape.
    let valueCount: Int

    init(constraints: [Constraint], inputs: [Input], laidOut: [Int]) {
        self.constraints = constraints
        self.inputs = inputs
        self.laidOut = laidOut
        valueCount =
            inputs.reduce(0) {
                if case .wrappedHeight = $1 { $0 + 2 } else { $0 + 1 }
            } + 4 * laidOut.count
    }

    package static func == (lhs: LayoutShape, rhs: LayoutShape) -> Bool {
        lhs === rhs
            || (lhs.inputs == rhs.inputs && lhs.laidOut == rhs.laidOut && lhs.constraints == rhs.constraints)
    }
}
