import ConstraintSolver

/// A solved constraint system compiled into arithmetic: every view edge as
/// an affine function of the inputs (the root's size and the intrinsic
/// sizes), valid while every constraint keeps the side it was on (an
/// inequality that held with room keeps room, one that was tight stays
/// tight, a broken optional constraint stays broken the same way).
///
/// Only constants change between a solve and the next one of the same
/// shape (a new width, new texts), and in a linear program those move the
/// optimum along one affine piece for as long as the same constraints are
/// tight: the same certificate proves it optimal. So a solve of that shape
/// is a matrix product and a check of every constraint's side, without the
/// simplex; when a side changes, the solver solves as before.
///
/// It is made by solving copies of the system with each input nudged, once
/// per shape and piece (a shape has a few: a content image stretched at one
/// width is compressed at a narrower one), and only for a system whose
/// solution is unique.
struct CompiledLayout {
    /// Where an input's value comes from.
    enum Source {
        /// The root's width.
        case rootWidth
        /// The root's height, when held.
        case rootHeight
        /// The intrinsic width or height of the entry at this place in the
        /// system's order; `wraps` when the height is measured at the width
        /// the view gets.
        case intrinsic(place: Int, axis: LayoutAxis, wraps: Bool)
    }

    /// Each input's source, in order; an input is one number, the constant
    /// of one or more constraints.
    let sources: [Source]
    /// The inputs' values, and the edges' values (four per entry, in the
    /// system's order: left, top, right, bottom), at the solve compiled.
    let baseInputs: [Double]
    let baseValues: [Double]
    /// How much each edge moves per unit of each input: `slopes[input][edge]`.
    let slopes: [[Double]]
    /// Each constraint of the solver as `Σ coefficient × edge + constant`
    /// (the left side minus the right), the input its constant comes from
    /// (`-1` for none: the constant is fixed), and the side it was on: −1,
    /// 0 or +1.
    let rows: [Row]
    /// The solver's structure when compiled (its adds and its constraint
    /// count): a pristine system with the same height rule and intrinsic
    /// shapes may use it while it holds as many constraints (see
    /// ``LayoutSystem/canUse(_:)``).
    let stamp: LayoutSystem.StructureStamp
    /// The height rule and the entries' intrinsic shapes when compiled.
    let measuresHeightFreely: Bool
    let shapes: [IntrinsicShape?]

    struct Row {
        var terms: [(edge: Int, coefficient: Double)]
        var constant: Double
        var input: Int
        var side: Int
    }

    /// How far a value may be from 0 and count as 0.
    static let tolerance = 1e-7

    /// The nudge given to each input to measure its slopes: a power of two,
    /// small enough to stay on the affine piece of any layout whose
    /// breakpoints are a fraction of a point apart or more.
    static let nudge = 1.0 / 1024

    /// The value of one edge for `inputs`, without checking any
    /// constraint's side.
    ///
    /// - Complexity: O(*i*) for *i* inputs.
    func value(ofEdge edge: Int, for inputs: [Double]) -> Double {
        var value = baseValues[edge]
        for (input, inputValue) in inputs.enumerated() {
            let delta = inputValue - baseInputs[input]
            if delta != 0 { value += delta * slopes[input][edge] }
        }
        return value
    }

    /// The edges' values for `inputs`, or `nil` when a constraint would
    /// change side (the solver must solve).
    ///
    /// - Complexity: O(*i* × *e* + *t*) for *i* inputs, *e* edges and *t*
    ///   terms of the constraints.
    func values(for inputs: [Double]) -> [Double]? {
        var values = baseValues
        for (input, value) in inputs.enumerated() {
            let delta = value - baseInputs[input]
            guard delta != 0 else { continue }
            let slopes = self.slopes[input]
            for edge in values.indices { values[edge] += delta * slopes[edge] }
        }
        for row in rows {
            var residual = row.input >= 0 ? row.constant - inputs[row.input] : row.constant
            for term in row.terms { residual += term.coefficient * values[term.edge] }
            let side = residual > Self.tolerance ? 1 : residual < -Self.tolerance ? -1 : 0
            guard side == row.side else { return nil }
        }
        return values
    }
}
