import FeedItem
import TestSupport
import Testing

@testable import HeadlessViews

/// The fast paths (a template's system taken whole, a compiled layout
/// evaluated instead of the simplex) against the solver: a feed item reused
/// at seeded widths with seeded texts gives, view by view, the frames of a
/// new item whose system the solver built and solved from nothing.
@MainActor
@Suite("Feed item: the fast paths give the solver's frames")
struct FastPathTests {

    /// `text` cut to a seeded length, so that labels wrap to other line
    /// counts; one time in six empty, so that a label's intrinsic shape
    /// changes and changes back.
    func cut(_ text: String, _ generator: inout SeededGenerator) -> String {
        guard generator.below(6) > 0 else { return "" }
        return String(text.prefix(1 + generator.below(max(text.count, 1))))
    }

    /// A new item in `style` showing `texts`, with no template cached: its
    /// system is built constraint by constraint and its first solve is the
    /// solver's.
    func solverBuilt(_ style: FeedItemView.Style, _ texts: FeedItemData) throws -> FeedItemView {
        LayoutTemplate.cache = [:]
        LayoutTemplate.cacheOrder = []
        let fresh = FeedItemView(style: style)
        try fresh.layOutParts()
        fresh.setData(texts)
        return fresh
    }

    /// Every view's frame, depth first.
    func frames(_ root: HeadlessView) -> [Rect] {
        var frames: [Rect] = []
        root.forEachViewInTree { frames.append($0.frame) }
        return frames
    }

    @Test("Reused at seeded widths and texts, an item gives a solver-built item's frames", arguments: [1, 2, 3])
    func reusedAgreesWithSolver(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let data = FeedItemData.generate(count: 8)
        for style in [FeedItemView.Style.anchors, .formatStrings] {
            let reused = FeedItemView(style: style)
            try reused.layOutParts()
            var compiledUses = 0
            for round in 0..<12 {
                var texts = data[generator.below(data.count)]
                texts.posterHeadline = cut(texts.posterHeadline, &generator)
                texts.posterComment = cut(texts.posterComment, &generator)
                texts.contentTitle = cut(texts.contentTitle, &generator)
                texts.actorComment = cut(texts.actorComment, &generator)
                let width = Double(160 + generator.below(700)) + Double(generator.below(4)) / 4
                reused.setData(texts)
                let solvesBefore = reused.layoutSystem?.compiledSolves ?? 0
                let size = reused.layoutFitting(width: width)
                if let system = reused.layoutSystem, system.compiledSolves > solvesBefore { compiledUses += 1 }

                let fresh = try solverBuilt(style, texts)
                let freshSize = fresh.layoutFitting(width: width)
                #expect(size == freshSize, "seed \(seed), \(style), round \(round), width \(width)")
                #expect(frames(reused) == frames(fresh), "seed \(seed), \(style), round \(round), width \(width)")
            }
            // The comparison is not empty: the reused item took the
            // compiled path.
            #expect(compiledUses > 0, "seed \(seed), \(style)")
        }
    }

    @Test("Items made one after another from a cached template give a solver-built item's frames")
    func templatedAgreesWithSolver() throws {
        var generator = SeededGenerator(seed: 7)
        let data = FeedItemData.generate(count: 8)
        for round in 0..<10 {
            let texts = data[generator.below(data.count)]
            let width = Double(200 + generator.below(500))
            let templated = FeedItemView(style: .anchors)
            try templated.layOutParts()
            templated.setData(texts)
            let size = templated.layoutFitting(width: width)

            let fresh = try solverBuilt(.anchors, texts)
            #expect(fresh.layoutFitting(width: width) == size, "round \(round), width \(width)")
            #expect(frames(templated) == frames(fresh), "round \(round), width \(width)")
            // The next round's first item takes this one's template.
        }
    }

    @Test(
        "Measured at seeded widths and texts, an item gives a solver-built item's size and solved layout",
        arguments: [false, true])
    func measuredAgreesWithSolver(asSizingView: Bool) throws {
        var generator = SeededGenerator(seed: asSizingView ? 5 : 4)
        let data = FeedItemData.generate(count: 8)
        func item() throws -> FeedItemView {
            let item = FeedItemView(style: .anchors)
            item.isSizingView = asSizingView
            try item.layOutParts()
            item.frame = Rect(x: 0, y: 0, width: 375, height: 400)
            item.layoutIfNeeded()
            return item
        }
        let reused = try item()
        var compiledUses = 0
        for round in 0..<12 {
            var texts = data[generator.below(data.count)]
            texts.posterComment = cut(texts.posterComment, &generator)
            texts.contentTitle = cut(texts.contentTitle, &generator)
            texts.actorComment = cut(texts.actorComment, &generator)
            let width = Double(160 + generator.below(700)) + Double(generator.below(4)) / 4
            reused.setData(texts)
            let solvesBefore = reused.layoutSystem?.compiledSolves ?? 0
            let size = reused.fittingSize(forWidth: width)
            if let system = reused.layoutSystem, system.compiledSolves > solvesBefore { compiledUses += 1 }
            let solved = reused.layoutSystem?.takeSolvedLayout()

            LayoutTemplate.cache = [:]
            LayoutTemplate.cacheOrder = []
            let fresh = try item()
            fresh.setData(texts)
            #expect(fresh.fittingSize(forWidth: width) == size, "\(asSizingView), round \(round), width \(width)")
            let freshSolved = fresh.layoutSystem?.takeSolvedLayout()
            #expect(solved?.values == freshSolved?.values, "\(asSizingView), round \(round), width \(width)")
            if let solved, let freshSolved { #expect(solved.shape == freshSolved.shape) }
            if !asSizingView { #expect(solved != nil, "round \(round): a measurement at a held height is kept") }
        }
        #expect(compiledUses > 0, "\(asSizingView): the measurement took the compiled path")
    }

    @Test("Laid out at seeded held sizes and texts, an item gives a solver-built item's frames", arguments: [11, 12])
    func heldHeightAgreesWithSolver(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let data = FeedItemData.generate(count: 8)
        let reused = FeedItemView(style: .anchors)
        try reused.layOutParts()
        var compiledUses = 0
        for round in 0..<12 {
            var texts = data[generator.below(data.count)]
            texts.posterComment = cut(texts.posterComment, &generator)
            texts.contentTitle = cut(texts.contentTitle, &generator)
            // A few sizes, so that most rounds meet a size compiled before.
            let frame = Rect(
                x: 0, y: 0, width: [320.0, 375, 414][generator.below(3)], height: [700.0, 900][generator.below(2)])
            reused.setData(texts)
            reused.frame = frame
            let solvesBefore = reused.layoutSystem?.compiledSolves ?? 0
            reused.layoutIfNeeded()
            if let system = reused.layoutSystem, system.compiledSolves > solvesBefore { compiledUses += 1 }

            let fresh = try solverBuilt(.anchors, texts)
            fresh.frame = frame
            fresh.layoutIfNeeded()
            #expect(frames(reused) == frames(fresh), "seed \(seed), round \(round), frame \(frame)")
        }
        #expect(compiledUses > 0, "seed \(seed): the held height took the compiled path")
    }

    @Test("When a constraint would change side, the solver lays out, and gives a solver-built item's frames")
    func fallsBackWhenASideChanges() throws {
        let data = FeedItemData.generate(count: 2)
        let reused = FeedItemView(style: .anchors)
        try reused.layOutParts()
        reused.setData(data[0])
        var misses = 0
        var compiledUses = 0
        // Wide and narrow in turn: the content image is stretched across a
        // wide item and compressed in a narrow one, two pieces.
        for (round, width) in [375.0, 380, 160, 375, 900, 170, 375].enumerated() {
            let solvesBefore = reused.layoutSystem?.compiledSolves ?? 0
            let size = reused.layoutFitting(width: width)
            if let system = reused.layoutSystem {
                if system.compiledMissed { misses += 1 }
                if system.compiledSolves > solvesBefore { compiledUses += 1 }
            }
            let fresh = try solverBuilt(.anchors, data[0])
            #expect(fresh.layoutFitting(width: width) == size, "round \(round), width \(width)")
            #expect(frames(reused) == frames(fresh), "round \(round), width \(width)")
        }
        #expect(misses > 0, "a compiled piece met a constraint changing side")
        #expect(compiledUses > 0, "a compiled piece laid out")
    }

    @Test(
        "Laid out again at new widths with no view marked, an item keeps its inputs and gives a solver-built item's frames",
        arguments: [21, 22])
    func keptInputsAgreeWithSolver(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let data = FeedItemData.generate(count: 8)
        let reused = FeedItemView(style: .anchors)
        try reused.layOutParts()
        var texts = data[0]
        var options = "..."
        reused.setData(texts)
        var keptUses = 0
        for round in 0..<16 {
            // Mostly a width alone (the wide and narrow pieces in turn);
            // now and then one label's text, which marks its view, so that
            // inputs kept from before would give the old text's frames: the
            // options label keeps its width, and a headline cut to nothing
            // changes its intrinsic shape.
            switch generator.below(4) {
            case 0:
                options = String(repeating: ".", count: 1 + generator.below(6))
                reused.topBar.optionsLabel.text = options
            case 1:
                texts.posterHeadline = cut(data[generator.below(data.count)].posterHeadline, &generator)
                reused.miniProfile.posterHeadlineLabel.text = texts.posterHeadline
            default: break
            }
            let width = [160.0, 320, 375, 414, 900][generator.below(5)]
            let keptBefore = reused.layoutSystem?.solvesFromKeptInputs ?? 0
            let size = reused.layoutFitting(width: width)
            if let system = reused.layoutSystem, system.solvesFromKeptInputs > keptBefore { keptUses += 1 }

            let fresh = try solverBuilt(.anchors, texts)
            fresh.topBar.optionsLabel.text = options
            #expect(fresh.layoutFitting(width: width) == size, "seed \(seed), round \(round), width \(width)")
            #expect(frames(reused) == frames(fresh), "seed \(seed), round \(round), width \(width)")
        }
        #expect(keptUses > 0, "seed \(seed): a compiled solve took its inputs as kept")
    }

    @Test("A compiled solve nobody took is made again when taken, though a measurement evaluated other inputs since")
    func untakenCompiledSolveMadeAgain() throws {
        let data = FeedItemData.generate(count: 1)[0]
        let item = FeedItemView(style: .anchors)
        try item.layOutParts()
        item.setData(data)
        let system = try #require(item.layoutSystem)
        // Both widths compiled, and no solve taken: the last one keeps its
        // piece, not its edges.
        for width in [375.0, 320, 375, 320, 375] { item.layoutFitting(width: width) }
        #expect(system.compiledSolvePiece != nil, "the untaken solve kept only its piece")
        // A measurement at the other width by a compiled layout: the
        // inputs change, so the untaken solve's edges are made first.
        let solvesBefore = system.compiledSolves
        #expect(item.fittingSize(forWidth: 320).width == 320)
        #expect(system.compiledSolves > solvesBefore, "measured by a compiled layout")
        let solved = try #require(system.takeSolvedLayout())
        #expect(system.takesCompiledSolves)

        let fresh = try solverBuilt(.anchors, data)
        fresh.layoutFitting(width: 375)
        let freshSolved = try #require(fresh.layoutSystem?.takeSolvedLayout())
        #expect(solved.values == freshSolved.values)
        #expect(solved.shape == freshSolved.shape)
        // Taken once; the next solves keep their edges at once.
        #expect(system.takeSolvedLayout() == nil)
        item.layoutFitting(width: 320)
        #expect(system.compiledSolvePiece == nil)
        #expect(system.takeSolvedLayout() != nil)
    }

    /// One view's edges (left, top, right, bottom) compiled by hand: its
    /// width is the input, and it must stay narrower than 100 (a row with
    /// room) and as wide as a second view of width 20 (a tie, a row that
    /// is tight and moves); a required equality ties its left edge to 0.
    func handCompiled(tie: Bool) -> CompiledLayout? {
        var rows: [CompiledLayout.Row] = [
            // left == 0: does not move, never checked.
            CompiledLayout.Row(terms: [(0, 1)], constant: 0, input: -1, side: 0),
            // right - left == width: does not move either.
            CompiledLayout.Row(terms: [(2, 1), (0, -1)], constant: 0, input: 0, side: 0),
            // right < 100, with room at width 50.
            CompiledLayout.Row(terms: [(2, 1)], constant: -100, input: -1, side: -1),
        ]
        // right - left == 50, tight at width 50 and moving with it.
        if tie { rows.append(CompiledLayout.Row(terms: [(2, 1), (0, -1)], constant: -50, input: -1, side: 0)) }
        return CompiledLayout(
            sources: [.rootWidth], baseInputs: [50], baseValues: [0, 0, 50, 10], slopes: [[0, 0, 1, 0]], rows: rows,
            stamp: (0, 0), measuresHeightFreely: true, shapes: [nil])
    }

    @Test("A compiled layout evaluates its edges and checks only the rows that move")
    func compiledRowsThatMove() throws {
        let compiled = try #require(handCompiled(tie: false))
        var edges: [Double] = []
        #expect(compiled.evaluate([70], into: &edges))
        #expect(edges == [0, 0, 70, 10])
        // right = 120 breaks the room below 100: the solver must solve.
        #expect(!compiled.evaluate([120], into: &edges))
        // A tie moves with the input: any change breaks it.
        let tied = try #require(handCompiled(tie: true))
        #expect(tied.evaluate([50], into: &edges))
        #expect(!tied.evaluate([51], into: &edges))
        // Parts that do not fit are refused, not trapped on.
        #expect(!compiled.evaluate([1, 2], into: &edges))
        #expect(
            CompiledLayout(
                sources: [.rootWidth], baseInputs: [50], baseValues: [0, 0, 50, 10], slopes: [[0, 0, 1, 0]],
                rows: [CompiledLayout.Row(terms: [(9, 1)], constant: 0, input: -1, side: 0)], stamp: (0, 0),
                measuresHeightFreely: true, shapes: [nil]) == nil)
    }

    @Test("A wrapping view is measured at the width its two edges give, as the whole layout's evaluation gives it")
    func wrappedWidthBeforeEvaluating() throws {
        // A root (place 0) whose width is input 0 and whose height follows
        // a label (place 1) 10 points in from each side: the label's
        // height, measured at its width, is input 1.
        let compiled = try #require(
            CompiledLayout(
                sources: [.rootWidth, .intrinsic(place: 1, axis: .vertical, wraps: true)], baseInputs: [300, 40],
                baseValues: [0, 0, 300, 40, 10, 0, 290, 40],
                slopes: [[0, 0, 1, 0, 0, 0, 1, 0], [0, 0, 0, 1, 0, 0, 0, 1]], rows: [], stamp: (0, 0),
                measuresHeightFreely: true, shapes: [nil, nil]))
        #expect(compiled.wrappedHeights.map(\.place) == [1])
        #expect(compiled.wrappedWidth(0, for: [300, 40]) == 280)
        // A height does not move the label's edges across; a width does,
        // and a value within 10⁻⁶ of the grid is snapped as the frames are.
        #expect(compiled.wrappedWidth(0, for: [300, 95]) == 280)
        #expect(compiled.wrappedWidth(0, for: [375.25 + 1e-9, 40]) == 355.25)
        var edges: [Double] = []
        for width in [1.0, 120.5, 320, 375.25 + 1e-9, 1_024] {
            #expect(compiled.evaluate([width, 40], into: &edges))
            CompiledLayout.snap(&edges)
            #expect(compiled.wrappedWidth(0, for: [width, 40]) == edges[6] - edges[4])
        }
        // Inputs that do not fit give the base width, with no trap.
        #expect(compiled.wrappedWidth(0, for: [1]) == 280)
    }

    @Test("A compiled evaluation nested in another's measurement gives both the solver's frames and keeps no buffers")
    func nestedCompiledEvaluation() throws {
        // A column of wrapping views whose first one, measured, lays out a
        // feed item: two compiled evaluations, one inside the other, share
        // the evaluation buffers. (At widths where the column's first text
        // wraps, and the item's labels keep their shapes: both compiled.)
        let (root, column) = try LayoutReentryCase.column([
            "a text that wraps at the narrower widths", "and another below it",
        ])
        let data = FeedItemData.generate(count: 1)[0]
        let item = FeedItemView(style: .anchors)
        try item.layOutParts()
        item.setData(data)
        item.layoutFitting(width: 300)
        let (outer, inner) = (try #require(root.layoutSystem), try #require(item.layoutSystem))
        var nested = 0
        for (round, width) in [180.0, 240, 310.5, 275, 200].enumerated() {
            let itemWidth = [240.0, 280, 320, 300, 240][round]
            column[0].meddle = {
                nested += 1
                item.layoutFitting(width: itemWidth)
            }
            let (outerBefore, innerBefore) = (outer.compiledSolves, inner.compiledSolves)
            let size = root.layoutFitting(width: width)
            #expect(nested == round + 1, "round \(round): the item was laid out from inside the measurement")
            #expect(outer.compiledSolves > outerBefore, "round \(round): the column by its compiled layout")
            #expect(inner.compiledSolves > innerBefore, "round \(round): the item by its compiled layout")
            // Neither system keeps buffers between evaluations.
            #expect(outer.compiledEdges.isEmpty && outer.measuredSizes.isEmpty, "round \(round)")
            #expect(inner.compiledEdges.isEmpty && inner.measuredSizes.isEmpty, "round \(round)")

            // The column: the font model's frames; the item: a
            // solver-built item's frames.
            #expect(column.map(\.frame) == LayoutReentryCase.frames(of: column, at: width), "round \(round)")
            #expect(
                size == Size(width: width, height: LayoutReentryCase.height(of: column, at: width)), "round \(round)")
            let fresh = try solverBuilt(.anchors, data)
            fresh.layoutFitting(width: itemWidth)
            #expect(frames(item) == frames(fresh), "round \(round), item at \(itemWidth)")
        }
    }
}
