import FeedItem
import Testing

@testable import HeadlessViews

/// The fast paths (a template's system taken whole, a compiled layout
/// evaluated instead of the simplex) against the solver: a feed item reused
/// at seeded widths with seeded texts gives, view by view, the frames of a
/// new item whose system the solver built and solved from nothing.
@MainActor
@Suite("Feed item: the fast paths give the solver's frames")
struct FastPathTests {
    /// SplitMix64, so that a failure names a seed that repeats it.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9e37_79b9_7f4a_7c15
            var z = state
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// `text` cut to a seeded length, so that labels wrap to other line
    /// counts; one time in six empty, so that a label's intrinsic shape
    /// changes and changes back.
    func cut(_ text: String, _ generator: inout Generator) -> String {
        guard generator.below(6) > 0 else { return "" }
        return String(text.prefix(1 + generator.below(max(text.count, 1))))
    }

    /// Every view's frame, depth first.
    func frames(_ root: HeadlessView) -> [Rect] {
        var frames: [Rect] = []
        root.forEachViewInTree { frames.append($0.frame) }
        return frames
    }

    @Test("Reused at seeded widths and texts, an item gives a solver-built item's frames", arguments: [1, 2, 3])
    func reusedAgreesWithSolver(seed: UInt64) throws {
        var generator = Generator(state: seed)
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

                // With no template cached, the new item's system is built
                // constraint by constraint and its first solve is the
                // solver's.
                LayoutTemplate.cache = [:]
                LayoutTemplate.cacheOrder = []
                let fresh = FeedItemView(style: style)
                try fresh.layOutParts()
                fresh.setData(texts)
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
        var generator = Generator(state: 7)
        let data = FeedItemData.generate(count: 8)
        for round in 0..<10 {
            let texts = data[generator.below(data.count)]
            let width = Double(200 + generator.below(500))
            let templated = FeedItemView(style: .anchors)
            try templated.layOutParts()
            templated.setData(texts)
            let size = templated.layoutFitting(width: width)

            LayoutTemplate.cache = [:]
            LayoutTemplate.cacheOrder = []
            let fresh = FeedItemView(style: .anchors)
            try fresh.layOutParts()
            fresh.setData(texts)
            #expect(fresh.layoutFitting(width: width) == size, "round \(round), width \(width)")
            #expect(frames(templated) == frames(fresh), "round \(round), width \(width)")
            // The next round's first item takes this one's template.
        }
    }

    @Test(
        "Measured at seeded widths and texts, an item gives a solver-built item's size and solved layout",
        arguments: [false, true])
    func measuredAgreesWithSolver(asSizingView: Bool) throws {
        var generator = Generator(state: asSizingView ? 5 : 4)
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
}
