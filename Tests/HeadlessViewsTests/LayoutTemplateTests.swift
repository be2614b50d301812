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
}
