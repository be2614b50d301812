import ConstraintSolver
import Testing

@testable import HeadlessViews

@MainActor
@Suite("Constraint layout: trees of one shape start from one compiled template")
struct LayoutTemplateTests {
    /// A card 12 inside: a title and a body that wraps, with `spacing`
    /// between them.
    func card(title: String, body: String, spacing: Double = 4) throws -> (HeadlessView, HeadlessLabel, HeadlessLabel) {
        let card = HeadlessView(identifier: "card")
        let titleLabel = HeadlessLabel(identifier: "title", text: title)
        let bodyLabel = HeadlessLabel(identifier: "body", text: body)
        bodyLabel.numberOfLines = 0
        try card.makeLayout { layout in
            layout.put(titleLabel) { $0.fixToParent(.fullTop, with: EdgeInsets(all: 12), priority: .required) }
            layout.put(bodyLabel) { body in
                body.top.distance(to: titleLabel.layout.bottom, at: spacing, priority: .required)
                body.fixToParent(.fullBottom, with: EdgeInsets(all: 12), priority: .required)
            }
        }
        return (card, titleLabel, bodyLabel)
    }

    @Test("A second tree of the same shape takes the first one's system and gives its own frames")
    func sameShape() throws {
        let (first, _, _) = try card(title: "One", body: "short")
        first.layoutFitting(width: 300)
        let (second, title, body) = try card(title: "Another title", body: "a body long enough to wrap twice here")
        #expect(second.layoutSystem?.template != nil)
        let size = second.layoutFitting(width: 200)
        // 176 wide: 22 characters a line, so two lines.
        #expect(title.frame == Rect(x: 12, y: 12, width: 176, height: 20))
        #expect(body.frame == Rect(x: 12, y: 36, width: 176, height: 40))
        #expect(size == Size(width: 200, height: 88))
        #expect(second.layoutSystem?.template == nil)
        // And the same as a tree measured with no template at all.
        let (third, _, thirdBody) = try card(title: "Another title", body: "a body long enough to wrap twice here")
        #expect(third.fittingSize(forWidth: 200) == size)
        third.frame = Rect(x: 0, y: 0, width: 200, height: 88)
        third.layoutIfNeeded()
        #expect(thirdBody.frame == body.frame)
    }

    /// Whether `a` and `b` are one array's storage, not copies.
    func sameStorage(_ a: [LayoutSystem.Entry], _ b: [LayoutSystem.Entry]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    @Test("A tree built from a template shares its entries, one array, and copies them only to change one")
    func sharedEntries() throws {
        let (first, _, _) = try card(title: "One", body: "short")
        first.layoutFitting(width: 300)
        let (second, title, _) = try card(title: "One", body: "short")
        let system = try #require(second.layoutSystem)
        let template = try #require(system.template)
        // Built from the template: its entries, not a copy of each.
        #expect(system.entries.count == 3)
        #expect(sameStorage(system.entries, template.entries))
        second.layoutFitting(width: 300)
        let solved = try #require(template.solved)
        #expect(sameStorage(system.entries, solved.entries))
        // A new text laid out by the compiled layout, which reads the
        // views and writes no entry: still shared.
        let sizes = solved.entries.map(\.intrinsicSize)
        title.text = "A title longer than the first"
        second.layoutFitting(width: 300)
        #expect(title.frame.width > 24)
        #expect(sameStorage(system.entries, solved.entries))
        // The solver taking the title's new size writes its entry: this
        // tree's copy, the template's as it was.
        system.refreshIntrinsic(ObjectIdentifier(title))
        #expect(!sameStorage(system.entries, solved.entries))
        #expect(solved.entries.map(\.intrinsicSize) == sizes)
        #expect(system.entries[1].intrinsicSize == title.intrinsicContentSize)
        #expect(system.entries[1].intrinsicSize != sizes[1])
    }

    @Test("A tree with another constant does not share the template")
    func otherConstant() throws {
        let (first, _, _) = try card(title: "One", body: "short")
        first.layoutFitting(width: 300)
        let (second, _, body) = try card(title: "One", body: "short", spacing: 10)
        #expect(second.layoutSystem?.template !== first.layoutSystem?.template || first.layoutSystem?.template == nil)
        second.layoutFitting(width: 300)
        #expect(body.frame.minY == 12 + 20 + 10)
    }

    @Test("A constraint added before the first solve leaves the template")
    func changedBeforeSolve() throws {
        let (first, _, _) = try card(title: "One", body: "short")
        first.layoutFitting(width: 300)
        let (second, title, _) = try card(title: "One", body: "short")
        try second.makeLayout { layout in
            layout.put(title) { $0.height.equal(with: 30, priority: .required) }
        }
        #expect(second.layoutSystem?.template == nil)
        second.layoutFitting(width: 300)
        #expect(title.frame.height == 30)
    }

    /// A row: an image that keeps 60 × 60 at priority 750 but stretches
    /// across when wide (a 700 constraint), a label beside it.
    func row() throws -> (HeadlessView, HeadlessImageView, HeadlessLabel) {
        let row = HeadlessView(identifier: "row")
        let image = HeadlessImageView(identifier: "image")
        image.imageSize = Size(width: 60, height: 60)
        let label = HeadlessLabel(identifier: "label", text: "some words that wrap at narrow widths")
        label.numberOfLines = 2
        try row.makeLayout { layout in
            layout.put(image) { image in
                image.leading.distanceToParent(at: 8, priority: .required)
                image.top.distanceToParent(at: 8, priority: .required)
                image.bottom.distanceToParent(moreThan: 8, priority: .required)
                image.width.equal(with: row.layout.width, multiplier: 0.5, priority: ConstraintPriority(700))
            }
            layout.put(label) { label in
                label.leading.distance(to: image.layout.trailing, at: 8, priority: .required)
                label.trailing.distanceToParent(at: 8, priority: .required)
                label.top.distanceToParent(at: 8, priority: .required)
                label.bottom.distanceToParent(moreThan: 8, priority: .required)
            }
        }
        return (row, image, label)
    }

    @Test("Laid out again and again at seeded widths, a compiled shape gives what the solver gives", arguments: [1, 2])
    func compiledAgreesWithSolver(seed: Int) throws {
        var state = UInt64(seed)
        func nextWidth() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(100 + Int(state >> 33) % 500)
        }
        let (warm, _, _) = try row()
        warm.layoutFitting(width: 300)
        let (reused, image, label) = try row()
        for _ in 0..<40 {
            let width = nextWidth()
            let size = reused.layoutFitting(width: width)
            // A tree of the same shape built with no template, measured on
            // a copy of its solver, then laid out at that size by the solver.
            let templates = LayoutTemplate.cache
            LayoutTemplate.cache = [:]
            let (fresh, freshImage, freshLabel) = try row()
            LayoutTemplate.cache = templates
            #expect(fresh.fittingSize(forWidth: width) == size, "at \(width)")
            fresh.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            fresh.layoutIfNeeded()
            #expect(image.frame == freshImage.frame, "at \(width)")
            #expect(label.frame == freshLabel.frame, "at \(width)")
        }
    }

    /// What a card shows after a first layout at `width` and one change:
    /// the root's size, each label's frame, whether each is ambiguous, and
    /// the error the change threw, if any.
    struct Outcome: Equatable {
        var size: Size
        var frames: [Rect]
        var ambiguous: [Bool]
        var error: String?
    }

    /// What a template holds that an item taken from it must not change.
    struct TemplateState: Equatable {
        var built: Int
        var solved: Int?
        var sizes: [Size]
        var frameConstraints: [[ConstraintID]]
        var intrinsic: [[ConstraintID]]

        @MainActor init(_ template: LayoutTemplate) {
            built = template.built.constraintCount
            solved = template.solved?.solver.constraintCount
            let entries = template.solved?.entries ?? []
            sizes = entries.map(\.intrinsicSize)
            frameConstraints = entries.map(\.frameConstraints)
            intrinsic = entries.map { $0.intrinsic.map(\.handle) }
        }
    }

    /// Lays `card` out at `width`, makes change `kind` (with `number` as
    /// its value), lays it out again and tells what it shows; expects
    /// `template` to be the same after the change as after the first
    /// layout.
    func outcome(
        _ card: (HeadlessView, HeadlessLabel, HeadlessLabel), width: Double, kind: Int, number: Int,
        template: LayoutTemplate? = nil
    ) -> Outcome {
        let (root, title, body) = card
        var size = root.layoutFitting(width: width)
        let before = template.map(TemplateState.init)
        defer {
            if let template, let before { #expect(TemplateState(template) == before, "change \(kind)") }
        }
        var thrown: String?
        do {
            switch kind {
            case 0:
                title.text = String(repeating: "word ", count: number)
                body.text = String(repeating: "more text ", count: number * 2)
            case 1:
                break  // only the width below
            case 2:
                try root.makeAndEditLayout { layout in
                    layout.put(body) {
                        $0.top.distance(to: title.layout.bottom, at: Double(number), priority: .required)
                    }
                }
            case 3:
                try root.makeLayout { layout in
                    layout.put(title) { $0.height.equal(with: Double(10 + number), priority: .required) }
                }
            case 4:
                // Conflicts with a fixed height when one was made: an error,
                // and nothing changes.
                try root.makeLayout { layout in
                    layout.put(title) { $0.height.equal(with: 30, priority: .required) }
                }
                try root.makeLayout { layout in
                    layout.put(title) { $0.height.equal(with: Double(31 + number), priority: .required) }
                }
            case 5:
                // The body's constraints made again without its bottom:
                // one removed, the rest the same.
                try root.remakeLayout { layout in
                    layout.put(body) { body in
                        body.top.distance(to: title.layout.bottom, at: 4, priority: .required)
                        body.fixToParent(.horizontal, with: EdgeInsets(all: 12), priority: .required)
                    }
                }
            default:
                body.removeFromSuperview()
            }
        } catch {
            thrown = "\(error)"
        }
        size = root.layoutFitting(width: width + Double(number * 10))
        return Outcome(
            size: size, frames: [title.frame, body.frame],
            ambiguous: [title.hasAmbiguousLayout, body.hasAmbiguousLayout], error: thrown)
    }

    @Test(
        "Items taken from a template, each changed its own way, give what items built without one give",
        arguments: [1, 2, 3])
    func takenThenChanged(seed: Int) throws {
        var state = UInt64(seed)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        // The template, and its solved system once an item was laid out.
        let (warm, _, _) = try card(title: "One", body: "short")
        warm.layoutFitting(width: 300)
        let (probe, _, _) = try card(title: "One", body: "short")
        let template = try #require(probe.layoutSystem?.template)
        #expect(template.solved != nil)
        // Each trial starts from these templates: the changes make trees of
        // new shapes, whose templates would push this one out of the cache.
        let cached = (LayoutTemplate.cache, LayoutTemplate.cacheOrder)
        defer { (LayoutTemplate.cache, LayoutTemplate.cacheOrder) = cached }
        for trial in 0..<24 {
            (LayoutTemplate.cache, LayoutTemplate.cacheOrder) = cached
            let (kind, number) = (next(7), 1 + next(9))
            let width = Double(150 + next(300))
            let texts = (
                String(repeating: "title ", count: next(4)), String(repeating: "body ", count: 1 + next(20))
            )
            // Now and then a title that hugs less: another intrinsic shape
            // than the template's solve started from, so the solver's path.
            let hugging = next(3) == 0 ? ConstraintPriority(200) : nil
            let taken = try card(title: texts.0, body: texts.1)
            if let hugging { taken.1.setContentHuggingPriority(hugging, for: .vertical) }
            #expect(taken.0.layoutSystem?.template === template, "seed \(seed), trial \(trial)")
            let templates = LayoutTemplate.cache
            LayoutTemplate.cache = [:]
            let built = try card(title: texts.0, body: texts.1)
            if let hugging { built.1.setContentHuggingPriority(hugging, for: .vertical) }
            LayoutTemplate.cache = templates
            #expect(built.0.layoutSystem?.template !== template)
            let expected = outcome(built, width: width, kind: kind, number: number)
            let actual = outcome(taken, width: width, kind: kind, number: number, template: template)
            #expect(actual == expected, "seed \(seed), trial \(trial): change \(kind) (\(number)) at \(width)")
        }
        // The template, after all those changes, still gives a new item
        // the first one's layout.
        (LayoutTemplate.cache, LayoutTemplate.cacheOrder) = cached
        let (again, _, _) = try card(title: "One", body: "short")
        #expect(again.layoutFitting(width: 300) == warm.layoutFitting(width: 300))
    }

    @Test("Trees whose constraints differ only in an extra term's view or coefficient have different keys")
    func extraTermsInKey() throws {
        // An equal-spacing stack of four views: each gap after the first
        // equals the first through a constraint with two extra terms.
        func tree() throws -> HeadlessView {
            let root = makeRoot(300, 100)
            try root.makeLayout { layout in
                layout.putHorizontalStack(spacing: 4, alignment: .fill, distribution: .equalSpacing) { stack in
                    stack.fillParent()
                    for index in 1...4 { stack.putStacked(HeadlessView(identifier: "v\(index)")) }
                }
            }
            return root
        }
        func key(_ root: HeadlessView) throws -> LayoutTemplate.Key {
            try #require(LayoutSystem.templateKey(of: root, measuresHeightFreely: false)?.key)
        }
        let (plain, changed) = (try tree(), try tree())
        #expect(try key(plain) == key(changed))
        #expect(try key(plain).terms.count == 4)
        let stack = try #require(changed.subviews.first)
        let spaced = try #require(
            ([stack] + stack.subviews).lazy.flatMap(\.constraints).first { !$0.extraTerms.isEmpty })
        let original = spaced.extraTerms
        spaced.extraTerms[1].coefficient = -2
        #expect(try key(plain) != key(changed))
        spaced.extraTerms = original
        spaced.extraTerms[0].item = LayoutItem(stack.subviews[3])
        #expect(try key(plain) != key(changed))
        spaced.extraTerms = original
        #expect(try key(plain) == key(changed))
    }

    @Test("A tree takes a template key up to the largest tree's views, and not one view more")
    func templateKeyLimit() throws {
        for extra in [-1, 0, 1] {
            // A root holding a chain of views, each in the one before.
            let root = HeadlessView(identifier: "root")
            var parent = root
            for index in 1..<(LayoutTemplate.largestTree + extra) {
                let view = HeadlessView(identifier: "v\(index)")
                parent.addSubview(view)
                parent = view
            }
            let key = LayoutSystem.templateKey(of: root, measuresHeightFreely: false)
            #expect((key != nil) == (extra <= 0), "\(LayoutTemplate.largestTree + extra) views")
            #expect(key?.views.count ?? LayoutTemplate.largestTree + extra == LayoutTemplate.largestTree + extra)
        }
    }
}
