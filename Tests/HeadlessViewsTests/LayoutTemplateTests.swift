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
}
