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
///
/// It is kept flat for evaluation: each edge as an edge before it (its
/// reference) plus what differs, as one array of the nonzero differences
/// of slopes, edge by edge, and the constraints as one array of terms, row
/// by row, read in one loop each into buffers the caller owns (no
/// allocation per evaluation). An edge moves as one near it does, but for
/// an input or two (a right edge as the left one and the width; a view's
/// top as the bottom of the one above), so an edge costs what differs
/// rather than every input it depends on: what a hand-written layout
/// computes. A class: the layouts of a template are read many times and
/// never changed, and one reference is cheaper to pass than a dozen arrays.
final class CompiledLayout {
    /// Where an input's value comes from.
    enum Source: Equatable {
        /// The root's width.
        case rootWidth
        /// The root's height, when held.
        case rootHeight
        /// The intrinsic width or height of the entry at this place in the
        /// system's order; `wraps` when the height is measured at the width
        /// the view gets.
        case intrinsic(place: Int, axis: LayoutAxis, wraps: Bool)
    }

    /// One constraint of the solver as `Σ coefficient × edge + constant`
    /// (the left side minus the right), the input its constant comes from
    /// (`-1` for none: the constant is fixed), and the side it was on: −1,
    /// 0 or +1. Only for building: a compiled layout keeps them flat.
    struct Row {
        var terms: [(edge: Int, coefficient: Double)]
        var constant: Double
        var input: Int
        var side: Int
    }

    /// Each input's source, in order; an input is one number, the constant
    /// of one or more constraints.
    let sources: [Source]
    /// The inputs that are wrapping heights, and their views' places.
    let wrappedHeights: [(input: Int, place: Int)]
    /// The left and right edges of each wrapping view, in the order of
    /// ``wrappedHeights``, as affine functions of the inputs (see
    /// ``wrappedWidth(_:for:)``).
    private let wrappedEdges: [WrappedEdges]

    /// A wrapping view's left and right edges at the base inputs, and how
    /// each moves per unit of every input that moves either.
    struct WrappedEdges {
        var left: Double
        var right: Double
        var slopes: [(input: Int, left: Double, right: Double)]
    }
    /// The inputs that are the root's width and height; −1 for none.
    let rootWidthInput: Int
    let rootHeightInput: Int
    /// The piece of the same template, made before, that gathers the same
    /// inputs from the same views; `nil` for none (see
    /// ``gatherAsFirstAlike(in:)``).
    private(set) var gathersLike: CompiledLayout?
    /// The inputs' values, and the edges' values (four per entry, in the
    /// system's order: left, top, right, bottom), at the solve compiled.
    let baseInputs: [Double]
    let baseValues: [Double]
    /// Each edge's reference: an edge before it whose value it starts from,
    /// or −1 for none (it starts from 0); and what it adds to that at the
    /// base inputs (its base value less its reference's).
    private let references: [Int]
    private let offsets: [Double]
    /// How much more each edge moves per unit of each input than its
    /// reference (than nothing, without one), the nonzero differences only,
    /// edge by edge and by input within an edge: edge *e*'s are at
    /// `slopeStarts[e] ..< slopeStarts[e + 1]` of `slopeInputs` (the
    /// input) and `slopeValues` (the difference).
    private let slopeStarts: [Int]
    private let slopeInputs: [Int]
    private let slopeValues: [Double]
    /// How many edges before an edge are tried as its reference.
    static let referenceWindow = 64
    /// The constraints (see ``Row``), row by row: row *r*'s terms are at
    /// `rowStarts[r] ..< rowStarts[r + 1]` of `termEdges` and
    /// `termCoefficients`.
    private let rowStarts: [Int]
    private let termEdges: [Int]
    private let termCoefficients: [Double]
    private let rowConstants: [Double]
    private let rowInputs: [Int]
    private let rowSides: [Int]
    /// The solver's structure when compiled (its adds and its constraint
    /// count): a pristine system with the same height rule and intrinsic
    /// shapes may use it while it holds as many constraints (see
    /// ``LayoutSystem/canUse(_:)``).
    let stamp: LayoutSystem.StructureStamp
    /// The height rule and the entries' intrinsic shapes when compiled.
    let measuresHeightFreely: Bool
    let shapes: [IntrinsicShape?]

    /// The number of inputs and of edges.
    var inputCount: Int { baseInputs.count }
    var edgeCount: Int { baseValues.count }

    /// How far a value may be from 0 and count as 0.
    static let tolerance = 1e-7

    /// The nudge given to each input to measure its slopes: a power of two,
    /// small enough to stay on the affine piece of any layout whose
    /// breakpoints are a fraction of a point apart or more.
    static let nudge = 1.0 / 1024

    /// How far from 0 a row's slope along an input may be and count as 0:
    /// the slopes are difference quotients of the solver's values, exact
    /// but for rounding (about 10⁻¹⁰ for edges a thousand points long);
    /// the slopes of a layout are ratios of its coefficients (1, ½, a
    /// multiplier), far larger.
    static let constantSlope = 1e-7

    /// Flattens a compiled system: `slopes[input][edge]` is how much each
    /// edge moves per unit of each input. `nil` when the parts do not fit
    /// together (an input, edge or place out of range).
    ///
    /// - Complexity: O(*i* × *e* + *t*) for *i* inputs, *e* edges and *t*
    ///   terms of the constraints.
    init?(
        sources: [Source], baseInputs: [Double], baseValues: [Double], slopes: [[Double]], rows: [Row],
        stamp: LayoutSystem.StructureStamp, measuresHeightFreely: Bool, shapes: [IntrinsicShape?]
    ) {
        let edgeCount = baseValues.count
        guard sources.count == baseInputs.count, slopes.count == baseInputs.count, edgeCount == 4 * shapes.count,
            slopes.allSatisfy({ $0.count == edgeCount })
        else { return nil }
        var wrappedHeights: [(input: Int, place: Int)] = []
        for (input, source) in sources.enumerated() {
            guard case .intrinsic(let place, let axis, let wraps) = source else { continue }
            guard place >= 0, place < shapes.count else { return nil }
            if wraps && axis == .vertical { wrappedHeights.append((input, place)) }
        }
        let wrappedEdges = wrappedHeights.map { _, place in
            let (left, right) = (4 * place, 4 * place + 2)
            return WrappedEdges(
                left: baseValues[left], right: baseValues[right],
                slopes: slopes.indices.compactMap { input in
                    let slope = (input: input, left: slopes[input][left], right: slopes[input][right])
                    return slope.left == 0 && slope.right == 0 ? nil : slope
                })
        }
        // Each edge's nonzero slopes, by input.
        var sparse: [[(input: Int, slope: Double)]] = Array(repeating: [], count: edgeCount)
        for input in slopes.indices {
            for edge in 0..<edgeCount where slopes[input][edge] != 0 {
                sparse[edge].append((input, slopes[input][edge]))
            }
        }
        var references: [Int] = []
        var offsets: [Double] = []
        var slopeStarts = [0]
        var slopeInputs: [Int] = []
        var slopeValues: [Double] = []
        references.reserveCapacity(edgeCount)
        offsets.reserveCapacity(edgeCount)
        slopeStarts.reserveCapacity(edgeCount + 1)
        for edge in 0..<edgeCount {
            // The edge before it (within the window) it differs least from,
            // when that is fewer slopes than its own.
            var reference = -1
            var fewest = sparse[edge].count
            for candidate in stride(from: edge - 1, through: max(0, edge - Self.referenceWindow), by: -1) {
                // Counted, with no array made: this runs for every
                // candidate of every edge.
                var count = 0
                Self.forEachDifference(sparse[edge], less: sparse[candidate]) { _, _ in count += 1 }
                if count < fewest { (reference, fewest) = (candidate, count) }
            }
            references.append(reference)
            offsets.append(baseValues[edge] - (reference >= 0 ? baseValues[reference] : 0))
            Self.forEachDifference(sparse[edge], less: reference >= 0 ? sparse[reference] : []) { input, slope in
                slopeInputs.append(input)
                slopeValues.append(slope)
            }
            slopeStarts.append(slopeInputs.count)
        }
        var rowStarts = [0]
        var termEdges: [Int] = []
        var termCoefficients: [Double] = []
        var kept: [Row] = []
        for row in rows {
            guard row.input >= -1, row.input < baseInputs.count else { return nil }
            for term in row.terms {
                guard term.edge >= 0, term.edge < edgeCount else { return nil }
            }
            // A row whose left side minus right does not move with any
            // input keeps its side on the whole piece: a required equality,
            // a tight inequality, a fixed one. Only the others are checked.
            let moves = slopes.indices.contains { input in
                var slope = row.input == input ? -1.0 : 0
                for term in row.terms { slope += term.coefficient * slopes[input][term.edge] }
                return slope.magnitude > Self.constantSlope
            }
            guard moves else { continue }
            kept.append(row)
            for term in row.terms {
                termEdges.append(term.edge)
                termCoefficients.append(term.coefficient)
            }
            rowStarts.append(termEdges.count)
        }
        self.sources = sources
        self.wrappedHeights = wrappedHeights
        self.wrappedEdges = wrappedEdges
        rootWidthInput = sources.firstIndex { if case .rootWidth = $0 { true } else { false } } ?? -1
        rootHeightInput = sources.firstIndex { if case .rootHeight = $0 { true } else { false } } ?? -1
        self.baseInputs = baseInputs
        self.baseValues = baseValues
        (self.references, self.offsets) = (references, offsets)
        (self.slopeStarts, self.slopeInputs, self.slopeValues) = (slopeStarts, slopeInputs, slopeValues)
        (self.rowStarts, self.termEdges, self.termCoefficients) = (rowStarts, termEdges, termCoefficients)
        rowConstants = kept.map(\.constant)
        rowInputs = kept.map(\.input)
        rowSides = kept.map(\.side)
        (self.stamp, self.measuresHeightFreely, self.shapes) = (stamp, measuresHeightFreely, shapes)
    }

    /// Writes the inputs into `inputs` (made ``inputCount`` long): the
    /// root's size from `rootSize`, each intrinsic size from `sizes` (by
    /// place), and each wrapping height as when compiled, to be measured
    /// once the others are in.
    ///
    /// - Complexity: O(*i*) for *i* inputs.
    func gather(rootSize: Size, sizes: [Size], into inputs: inout [Double]) {
        if inputs.count != inputCount { inputs = Array(repeating: 0, count: inputCount) }
        inputs.withUnsafeMutableBufferPointer { inputs in
            for (index, source) in sources.enumerated() {
                switch source {
                case .rootWidth: inputs[index] = rootSize.width
                case .rootHeight: inputs[index] = rootSize.height
                case .intrinsic(let place, let axis, let wraps):
                    guard place < sizes.count else { inputs[index] = baseInputs[index]; continue }
                    inputs[index] =
                        axis == .horizontal
                        ? sizes[place].width : wraps ? baseInputs[index] : sizes[place].height
                }
            }
        }
    }

    /// Makes this layout gather as the first of `pieces` that reads the
    /// same inputs from the same views, if any: the same sources for the
    /// same intrinsic shapes (two pieces of one shape, made at widths where
    /// different constraints are tight). Done once, when the layout joins
    /// its template's pieces, so that ``gathersAsDoes(_:)`` compares no
    /// arrays.
    ///
    /// - Complexity: O(*p* × (*i* + *v*)) for *p* pieces, *i* inputs and
    ///   *v* views.
    func gatherAsFirstAlike(in pieces: [CompiledLayout]) {
        let alike = pieces.first { $0 !== self && $0.sources == sources && $0.shapes == shapes }
        gathersLike = alike.map { $0.gathersLike ?? $0 }
    }

    /// Whether `other` reads the same inputs from the same views (see
    /// ``gatherAsFirstAlike(in:)``).
    ///
    /// - Complexity: O(1).
    func gathersAsDoes(_ other: CompiledLayout) -> Bool {
        (gathersLike ?? self) === (other.gathersLike ?? other)
    }

    /// Writes into `inputs`, gathered by ``gather(rootSize:sizes:into:)``
    /// for this layout or one that gathers as it does
    /// (``gathersAsDoes(_:)``), what that writes but the
    /// intrinsic sizes: the root's size and each wrapping height as when
    /// compiled. The same inputs as `gather` when no view's intrinsic size
    /// changed since.
    ///
    /// - Complexity: O(*w*) for *w* wrapping views.
    func gatherRootSize(_ rootSize: Size, into inputs: inout [Double]) {
        guard inputs.count == inputCount else { return }
        if rootWidthInput >= 0 { inputs[rootWidthInput] = rootSize.width }
        if rootHeightInput >= 0 { inputs[rootHeightInput] = rootSize.height }
        for (input, _) in wrappedHeights { inputs[input] = baseInputs[input] }
    }

    /// Calls `body` with each nonzero difference of the slopes of `edge`
    /// less those of `other` (both by input), in input order: a slope
    /// equal to the other's (bit for bit) gives none.
    private static func forEachDifference(
        _ edge: [(input: Int, slope: Double)], less other: [(input: Int, slope: Double)],
        _ body: (_ input: Int, _ difference: Double) -> Void
    ) {
        var (mine, theirs) = (0, 0)
        while mine < edge.count || theirs < other.count {
            if theirs == other.count || (mine < edge.count && edge[mine].input < other[theirs].input) {
                body(edge[mine].input, edge[mine].slope)
                mine += 1
            } else if mine == edge.count || other[theirs].input < edge[mine].input {
                body(other[theirs].input, -other[theirs].slope)
                theirs += 1
            } else {
                let difference = edge[mine].slope - other[theirs].slope
                if difference != 0 { body(edge[mine].input, difference) }
                (mine, theirs) = (mine + 1, theirs + 1)
            }
        }
    }

    /// The width of the wrapping view of `wrappedHeights[index]` for
    /// `inputs` (``inputCount`` of them), each edge snapped (see
    /// ``LayoutSystem/snapped(_:)``): what ``evaluate(_:into:)`` gives,
    /// but for rounding in the last bits, read from the view's two edges
    /// alone, to measure the view before the layout is evaluated. Its base
    /// width when `inputs` do not fit.
    ///
    /// - Complexity: O(*m*) for the *m* inputs that move either edge.
    func wrappedWidth(_ index: Int, for inputs: [Double]) -> Double {
        let edges = wrappedEdges[index]
        var (left, right) = (edges.left, edges.right)
        if inputs.count == inputCount {
            for slope in edges.slopes {
                let delta = inputs[slope.input] - baseInputs[slope.input]
                left += delta * slope.left
                right += delta * slope.right
            }
        }
        return LayoutSystem.snapped(right) - LayoutSystem.snapped(left)
    }

    /// Writes the edges' values for `inputs` (``inputCount`` of them) into
    /// `values` (``edgeCount`` of them); returns `false` when a constraint
    /// would change side (the solver must solve) or the buffers do not fit.
    ///
    /// Each edge is its reference's value (0 without one) plus its offset
    /// plus, input by input in order, the input's change times the edge's
    /// slope difference.
    ///
    /// - Complexity: O(*e* + *s* + *t*) for *e* edges, *s* nonzero slope
    ///   differences and *t* terms of the constraints.
    func evaluate(_ inputs: [Double], into values: inout [Double]) -> Bool {
        guard inputs.count == inputCount else { return false }
        if values.count != edgeCount { values = Array(repeating: 0, count: edgeCount) }
        return inputs.withUnsafeBufferPointer { inputs in
            values.withUnsafeMutableBufferPointer { values in evaluate(inputs, into: values) }
        }
    }

    /// ``evaluate(_:into:)`` on buffers of the right sizes.
    private func evaluate(
        _ inputs: UnsafeBufferPointer<Double>, into values: UnsafeMutableBufferPointer<Double>
    ) -> Bool {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: inputCount) { deltas in
            baseInputs.withUnsafeBufferPointer { baseInputs in
                for input in 0..<inputCount { deltas[input] = inputs[input] - baseInputs[input] }
            }
            slopeStarts.withUnsafeBufferPointer { starts in
                slopeInputs.withUnsafeBufferPointer { slopeInputs in
                    slopeValues.withUnsafeBufferPointer { slopeValues in
                        references.withUnsafeBufferPointer { references in
                            offsets.withUnsafeBufferPointer { offsets in
                                var index = 0
                                for edge in 0..<offsets.count {
                                    let reference = references[edge]
                                    var value = (reference >= 0 ? values[reference] : 0) + offsets[edge]
                                    let end = starts[edge + 1]
                                    while index < end {
                                        value += deltas[slopeInputs[index]] * slopeValues[index]
                                        index += 1
                                    }
                                    values[edge] = value
                                }
                            }
                        }
                    }
                }
            }
        }
        return keepsSides(inputs, values: UnsafeBufferPointer(values))
    }

    /// Puts every value of `values` within 10⁻⁶ of a multiple of 1/1024 on
    /// it (see ``LayoutSystem/snapped(_:)``).
    ///
    /// - Complexity: O(*n*) for *n* values.
    static func snap(_ values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { values in
            for index in values.indices { values[index] = LayoutSystem.snapped(values[index]) }
        }
    }

    /// Whether every constraint is on the side it was on, for `inputs` and
    /// the edges' `values` they give.
    private func keepsSides(_ inputs: UnsafeBufferPointer<Double>, values: UnsafeBufferPointer<Double>) -> Bool {
        rowStarts.withUnsafeBufferPointer { starts in
            termEdges.withUnsafeBufferPointer { termEdges in
                termCoefficients.withUnsafeBufferPointer { coefficients in
                    rowConstants.withUnsafeBufferPointer { constants in
                        rowInputs.withUnsafeBufferPointer { rowInputs in
                            rowSides.withUnsafeBufferPointer { sides in
                                var index = 0
                                for row in 0..<constants.count {
                                    let input = rowInputs[row]
                                    var residual = input >= 0 ? constants[row] - inputs[input] : constants[row]
                                    let end = starts[row + 1]
                                    while index < end {
                                        residual += coefficients[index] * values[termEdges[index]]
                                        index += 1
                                    }
                                    let side = residual > Self.tolerance ? 1 : residual < -Self.tolerance ? -1 : 0
                                    guard side == sides[row] else { return false }
                                }
                                return true
                            }
                        }
                    }
                }
            }
        }
    }
}
