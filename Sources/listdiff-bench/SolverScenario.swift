import ConstraintSolver
import Foundation
import HeadlessList

/// The constraint solver's scenarios: Kiwi's "enaml-like" form (three labels
/// and three fields, 2 edit variables and 111 constraints of mixed
/// strengths), and a vertical chain of views.
///
/// Each prints lines of the form `solver <what>: <min> / <median> µs`, which
/// `Benchmarks/kiwi.sh` reads to set our figures beside Kiwi's.
enum SolverScenario {
    /// One constraint of the enaml-like system, `Σ coefficient × variable + constant relation 0`.
    struct Row {
        var terms: [(String, Double)]
        var constant: Double
        var relation: ConstraintRelation
        var strength: Strength
        init(_ terms: [(String, Double)], _ constant: Double, _ relation: ConstraintRelation, _ strength: Strength) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.strength = strength
        }
    }

    /// Kiwi's strengths, as the priorities whose weights equal them
    /// (weight = 10^((p − 1) / 111), so p = 1 + 111 · log₁₀ weight).
    enum Strength {
        case required, strong, medium, weak, mmedium, smedium
        var priority: ConstraintPriority {
            switch self {
            case .required: .required
            case .strong: ConstraintPriority(1 + 111 * log10(1e6))
            case .medium: ConstraintPriority(1 + 111 * log10(1e3))
            case .weak: ConstraintPriority(1)
            case .mmedium: ConstraintPriority(1 + 111 * log10(1.25e3))
            case .smedium: ConstraintPriority(1 + 111 * log10(1e5))
            }
        }
    }

    /// The system of Kiwi's `benchmarks/enaml_like_benchmark.cpp`, in the
    /// same order.
    static let enamlLike: [Row] = [
        Row([("left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("height", 1.0)], 0.0, .equal, .medium),
        Row([("top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("width", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("height", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("top", -1.0), ("contents_top", 1.0)], -10.0, .equal, .required),
        Row([("lb3height", 1.0)], -16.0, .equal, .strong),
        Row([("lb3height", 1.0)], -16.0, .greaterThanOrEqual, .strong),
        Row([("ctleft", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("cttop", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("ctwidth", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("ctheight", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl3left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("ctheight", 1.0)], -24.0, .greaterThanOrEqual, .smedium),
        Row([("ctwidth", 1.0)], -16777200.0, .lessThanOrEqual, .smedium),
        Row([("ctheight", 1.0)], -24.0, .lessThanOrEqual, .smedium),
        Row([("fl3top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl3width", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl3height", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb1width", 1.0)], -67.0, .equal, .weak),
        Row([("lb2width", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb2height", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl2height", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb3left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl2width", 1.0)], -125.0, .greaterThanOrEqual, .strong),
        Row([("fl2height", 1.0)], -21.0, .equal, .strong),
        Row([("fl2height", 1.0)], -21.0, .greaterThanOrEqual, .strong),
        Row([("lb3top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb3width", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl1left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl1width", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb1width", 1.0)], -67.0, .greaterThanOrEqual, .strong),
        Row([("fl2left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb2width", 1.0)], -66.0, .equal, .weak),
        Row([("lb2width", 1.0)], -66.0, .greaterThanOrEqual, .strong),
        Row([("lb2height", 1.0)], -16.0, .equal, .strong),
        Row([("fl1height", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl1top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb2top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb2top", -1.0), ("lb3top", 1.0), ("lb2height", -1.0)], -10.0, .equal, .mmedium),
        Row([("lb3top", -1.0), ("lb3height", -1.0), ("fl3top", 1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("lb3top", -1.0), ("lb3height", -1.0), ("fl3top", 1.0)], -10.0, .equal, .mmedium),
        Row([("contents_bottom", 1.0), ("fl3height", -1.0), ("fl3top", -1.0)], 0.0, .equal, .mmedium),
        Row([("fl1top", 1.0), ("contents_top", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl1top", 1.0), ("contents_top", -1.0)], 0.0, .equal, .mmedium),
        Row([("contents_bottom", 1.0), ("fl3height", -1.0), ("fl3top", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("left", -1.0), ("width", -1.0), ("contents_right", 1.0)], 10.0, .equal, .required),
        Row([("top", -1.0), ("height", -1.0), ("contents_bottom", 1.0)], 10.0, .equal, .required),
        Row([("left", -1.0), ("contents_left", 1.0)], -10.0, .equal, .required),
        Row([("lb3left", 1.0), ("contents_left", -1.0)], 0.0, .equal, .mmedium),
        Row([("fl1left", 1.0), ("midline", -1.0)], 0.0, .equal, .strong),
        Row([("fl2left", 1.0), ("midline", -1.0)], 0.0, .equal, .strong),
        Row([("ctleft", 1.0), ("midline", -1.0)], 0.0, .equal, .strong),
        Row([("fl1top", 1.0), ("fl1height", 0.5), ("lb1top", -1.0), ("lb1height", -0.5)], 0.0, .equal, .strong),
        Row([("lb1left", 1.0), ("contents_left", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb1left", 1.0), ("contents_left", -1.0)], 0.0, .equal, .mmedium),
        Row([("lb1left", -1.0), ("fl1left", 1.0), ("lb1width", -1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("lb1left", -1.0), ("fl1left", 1.0), ("lb1width", -1.0)], -10.0, .equal, .mmedium),
        Row([("fl1left", -1.0), ("contents_right", 1.0), ("fl1width", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("width", 1.0)], 0.0, .equal, .medium),
        Row([("fl1top", -1.0), ("fl2top", 1.0), ("fl1height", -1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("fl1top", -1.0), ("fl2top", 1.0), ("fl1height", -1.0)], -10.0, .equal, .mmedium),
        Row([("cttop", 1.0), ("fl2top", -1.0), ("fl2height", -1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("ctheight", -1.0), ("cttop", -1.0), ("fl3top", 1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("contents_bottom", 1.0), ("fl3height", -1.0), ("fl3top", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("cttop", 1.0), ("fl2top", -1.0), ("fl2height", -1.0)], -10.0, .equal, .mmedium),
        Row([("fl1left", -1.0), ("contents_right", 1.0), ("fl1width", -1.0)], 0.0, .equal, .mmedium),
        Row([("lb2top", -1.0), ("lb2height", -0.5), ("fl2top", 1.0), ("fl2height", 0.5)], 0.0, .equal, .strong),
        Row([("contents_left", -1.0), ("lb2left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("contents_left", -1.0), ("lb2left", 1.0)], 0.0, .equal, .mmedium),
        Row([("fl2left", 1.0), ("lb2width", -1.0), ("lb2left", -1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("ctheight", -1.0), ("cttop", -1.0), ("fl3top", 1.0)], -10.0, .equal, .mmedium),
        Row([("contents_bottom", 1.0), ("fl3height", -1.0), ("fl3top", -1.0)], 0.0, .equal, .mmedium),
        Row([("lb1top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb1width", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb1height", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl2left", 1.0), ("lb2width", -1.0), ("lb2left", -1.0)], -10.0, .equal, .mmedium),
        Row([("fl2left", -1.0), ("fl2width", -1.0), ("contents_right", 1.0)], 0.0, .equal, .mmedium),
        Row([("fl2left", -1.0), ("fl2width", -1.0), ("contents_right", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb3left", 1.0), ("contents_left", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb1left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("ctheight", 0.5), ("cttop", 1.0), ("lb3top", -1.0), ("lb3height", -0.5)], 0.0, .equal, .strong),
        Row([("ctleft", 1.0), ("lb3left", -1.0), ("lb3width", -1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("ctwidth", -1.0), ("ctleft", -1.0), ("contents_right", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("ctleft", 1.0), ("lb3left", -1.0), ("lb3width", -1.0)], -10.0, .equal, .mmedium),
        Row([("fl3left", 1.0), ("contents_left", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl3left", 1.0), ("contents_left", -1.0)], 0.0, .equal, .mmedium),
        Row([("ctwidth", -1.0), ("ctleft", -1.0), ("contents_right", 1.0)], 0.0, .equal, .mmedium),
        Row([("fl3left", -1.0), ("contents_right", 1.0), ("fl3width", -1.0)], 0.0, .equal, .mmedium),
        Row([("contents_top", -1.0), ("lb1top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("contents_top", -1.0), ("lb1top", 1.0)], 0.0, .equal, .mmedium),
        Row([("fl3left", -1.0), ("contents_right", 1.0), ("fl3width", -1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb2top", 1.0), ("lb1top", -1.0), ("lb1height", -1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("lb2top", -1.0), ("lb3top", 1.0), ("lb2height", -1.0)], -10.0, .greaterThanOrEqual, .required),
        Row([("lb2top", 1.0), ("lb1top", -1.0), ("lb1height", -1.0)], -10.0, .equal, .mmedium),
        Row([("fl1height", 1.0)], -21.0, .equal, .strong),
        Row([("fl1height", 1.0)], -21.0, .greaterThanOrEqual, .strong),
        Row([("lb2left", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb2height", 1.0)], -16.0, .greaterThanOrEqual, .strong),
        Row([("fl2top", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("fl2width", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("lb1height", 1.0)], -16.0, .greaterThanOrEqual, .strong),
        Row([("lb1height", 1.0)], -16.0, .equal, .strong),
        Row([("fl3width", 1.0)], -125.0, .greaterThanOrEqual, .strong),
        Row([("fl3height", 1.0)], -21.0, .equal, .strong),
        Row([("fl3height", 1.0)], -21.0, .greaterThanOrEqual, .strong),
        Row([("lb3height", 1.0)], 0.0, .greaterThanOrEqual, .required),
        Row([("ctwidth", 1.0)], -119.0, .greaterThanOrEqual, .smedium),
        Row([("lb3width", 1.0)], -24.0, .equal, .weak),
        Row([("lb3width", 1.0)], -24.0, .greaterThanOrEqual, .strong),
        Row([("fl1width", 1.0)], -125.0, .greaterThanOrEqual, .strong),
    ]

    static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    /// Builds the enaml-like system: the two edit variables (strong), then
    /// the constraints.
    static func buildEnaml() -> (ConstraintSolver, Variable, Variable) {
        var solver = ConstraintSolver()
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let found = variables[name] { return found }
            let made = solver.makeVariable(named: name)
            variables[name] = made
            return made
        }
        let width = variable("width")
        let height = variable("height")
        do {
            try solver.addEditVariable(width, priority: Strength.strong.priority)
            try solver.addEditVariable(height, priority: Strength.strong.priority)
            for row in enamlLike {
                let expression = LinearExpression(
                    row.terms.map { Term(variable($0.0), coefficient: $0.1) }, constant: row.constant)
                try solver.add(
                    Constraint(expression, row.relation, LinearExpression(), priority: row.strength.priority))
            }
        } catch {
            fatalError("the enaml-like system does not build: \(error)")
        }
        return (solver, width, height)
    }

    /// Builds a chain of `count` views under a parent: each view's top is 8
    /// below the previous view's bottom, its left and right are the
    /// parent's, its height is at least 44. The parent's width is set by a
    /// required constraint, `parent.width == 320`, whose constant changes
    /// with ``ConstraintSolver/updateConstant(of:to:)``: a container's size
    /// is given to it, not suggested (an edit variable would be for a size
    /// that weaker constraints may override). Returns the solver, the width
    /// constraint and the last view's top.
    static func buildChain(_ count: Int) -> (ConstraintSolver, ConstraintID, Variable) {
        var solver = ConstraintSolver()
        let parentLeft = solver.makeVariable(named: "parent.left")
        let parentTop = solver.makeVariable(named: "parent.top")
        let parentWidth = solver.makeVariable(named: "parent.width")
        var previousBottom = LinearExpression(parentTop)
        var lastTop = parentTop
        let widthConstraint: ConstraintID
        do {
            try solver.add(Constraint(parentLeft, .equal, 0))
            try solver.add(Constraint(parentTop, .equal, 0))
            widthConstraint = try solver.add(Constraint(parentWidth, .equal, 320))
            for index in 0..<count {
                let left = solver.makeVariable(named: "view\(index).left")
                let top = solver.makeVariable(named: "view\(index).top")
                let width = solver.makeVariable(named: "view\(index).width")
                let height = solver.makeVariable(named: "view\(index).height")
                try solver.add(Constraint(top, .equal, previousBottom + 8))
                try solver.add(Constraint(left, .equal, LinearExpression(parentLeft)))
                try solver.add(Constraint(left + width, .equal, parentLeft + parentWidth))
                try solver.add(Constraint(height, .greaterThanOrEqual, 44))
                previousBottom = top + height
                lastTop = top
            }
        } catch {
            fatalError("the chain does not build: \(error)")
        }
        solver.updateVariables()
        return (solver, widthConstraint, lastTop)
    }

    /// `LISTDIFF_SOLVER_CHAIN=count[,runs]` builds a chain of `count` views
    /// `runs` times (once by default) instead of measuring the chain
    /// scenario, for a profiler
    /// (`valgrind --tool=callgrind --toggle-collect='*buildChain*'`).
    static let chainKnob: (count: Int, runs: Int)? = {
        guard let numbers = ProfilingEnvironment.counts("LISTDIFF_SOLVER_CHAIN"), (1...2).contains(numbers.count),
            numbers.allSatisfy({ $0 > 0 })
        else { return nil }
        return (numbers[0], numbers.count == 2 ? numbers[1] : 1)
    }()

    static func microseconds(_ duration: Duration) -> Double { duration.milliseconds * 1_000 }

    /// Runs the scenarios and returns the lines to print.
    static func notes(quick: Bool, runs: Int) -> [String] {
        var notes: [String] = []
        let runs = max(runs, 5)
        if wanted("solver enaml") {
            let build = Measurement.of(runs: runs * 20) { blackHole(buildEnaml()) }
            notes.append(
                String(
                    format: "solver enaml-like build (2 edit variables, 111 constraints): %.2f / %.2f µs",
                    microseconds(build.minimum), microseconds(build.median)))
            var (solver, width, height) = buildEnaml()
            for size in sizes {
                // One sample is 10 suggest-and-updates, as Kiwi's minEpochIterations(10).
                let measurement = Measurement.of(runs: runs * 20) {
                    for _ in 0..<10 {
                        try! solver.suggestValue(size.width, for: width)
                        try! solver.suggestValue(size.height, for: height)
                        solver.updateVariables()
                    }
                }
                blackHole(solver)
                notes.append(
                    String(
                        format: "solver enaml-like suggest %.0fx%.0f and update: %.3f / %.3f µs",
                        size.width, size.height, microseconds(measurement.minimum) / 10,
                        microseconds(measurement.median) / 10))
            }
        }
        if wanted("solver chain"), let knob = chainKnob {
            // Chains built one at a time, for a profiler, timing the build
            // apart from freeing the solver.
            let clock = ContinuousClock()
            var builds: [Duration] = []
            var frees: [Duration] = []
            for _ in 0..<knob.runs {
                let start = clock.now
                var built: (ConstraintSolver, ConstraintID, Variable)? = buildChain(knob.count)
                let middle = clock.now
                blackHole(built)
                built = nil
                blackHole(built)
                frees.append(clock.now - middle)
                builds.append(middle - start)
            }
            notes.append(
                String(
                    format: "solver chain of %d views built %d times: build %.3f, free %.3f µs per view (minima)",
                    knob.count, knob.runs, microseconds(builds.min()!) / Double(knob.count),
                    microseconds(frees.min()!) / Double(knob.count)))
            return notes
        }
        if wanted("solver chain") {
            let changes = quick ? 50 : 1_000
            // Quick runs (CI) take a tenth of the views.
            notes += ChainReport.lines(
                "solver chain", build: "build and solve", change: "width changes",
                counts: quick ? [100, 1_000] : [1_000, 10_000], changes: changes, target: " (target ≤ 1.50×)"
            ) { count in
                let chainRuns = count >= 10_000 ? 5 : runs
                let build = Measurement.of(runs: chainRuns) { blackHole(buildChain(count)) }
                var (solver, width, lastTop) = buildChain(count)
                let resize = Measurement.of(runs: chainRuns) {
                    for change in 0..<changes {
                        try! solver.updateConstant(of: width, to: Double(200 + change % 400))
                        solver.updateVariables()
                    }
                }
                let expectedTop = Double(count) * 8 + Double(count - 1) * 44
                guard abs(solver.value(of: lastTop) - expectedTop) < 1e-6 else {
                    fatalError("chain of \(count): last top \(solver.value(of: lastTop)), expected \(expectedTop)")
                }
                return (build, resize)
            }
        }
        return notes
    }
}
