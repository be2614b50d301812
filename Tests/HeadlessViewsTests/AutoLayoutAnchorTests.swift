import ConstraintSolver
import Testing

@testable import HeadlessViews

@MainActor
@Suite("Constraint layout: what Auto Layout code needs (direction, margins, constants, fitting)")
struct AutoLayoutAnchorTests {
    /// A bar with a leading and a trailing label, 16 in from either end,
    /// and a badge 8 after the leading label.
    func bar(_ direction: LayoutDirection?) throws -> (
        root: HeadlessView, first: HeadlessView, badge: HeadlessView, last: HeadlessView
    ) {
        let root = makeRoot(320, 44)
        root.layoutDirection = direction
        let first = HeadlessLabel(identifier: "first", text: "Hi")
        let badge = HeadlessLabel(identifier: "badge", text: "3")
        let last = HeadlessLabel(identifier: "last", text: "Done")
        try root.makeLayout { layout in
            layout.put(first) { first in
                first.leading.distanceToParent(at: 16)
                first.top.distanceToParent(at: 0)
            }
            layout.put(badge) { badge in
                badge.leading.distance(to: first.layout.trailing, at: 8)
                badge.top.distanceToParent(at: 0)
            }
            layout.put(last) { last in
                last.trailing.distanceToParent(at: 16)
                last.top.distanceToParent(at: 0)
            }
        }
        root.layoutIfNeeded()
        return (root, first, badge, last)
    }

    @Test("Leading and trailing are left and right, left to right")
    func leftToRight() throws {
        let (_, first, badge, last) = try bar(nil)
        #expect(first.frame == Rect(x: 16, y: 0, width: 16, height: 20))
        #expect(badge.frame == Rect(x: 40, y: 0, width: 8, height: 20))
        #expect(last.frame == Rect(x: 272, y: 0, width: 32, height: 20))
    }

    @Test("Right to left mirrors every leading and trailing constraint")
    func rightToLeft() throws {
        let (root, first, badge, last) = try bar(.rightToLeft)
        #expect(first.frame == Rect(x: 288, y: 0, width: 16, height: 20))
        #expect(badge.frame == Rect(x: 272, y: 0, width: 8, height: 20))
        #expect(last.frame == Rect(x: 16, y: 0, width: 32, height: 20))
        #expect(badge.effectiveLayoutDirection == .rightToLeft)
        // Changing the direction lays out again.
        root.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(first.frame.minX == 16)
        #expect(last.frame.minX == 272)
    }

    @Test("A constraint reads as leading and trailing")
    func descriptions() throws {
        let (root, first, badge, _) = try bar(nil)
        #expect(badge.constraints[0].description == "badge.leading == first.trailing + 8 (999)")
        withExtendedLifetime((root, first)) {}
    }

    @Test("Margin anchors are the frame moved in by the layout margins")
    func margins() throws {
        let root = makeRoot(320, 100)
        let panel = HeadlessView(identifier: "panel")
        let label = HeadlessLabel(identifier: "label", text: "Like")
        panel.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 4, right: 12)
        try root.makeLayout { layout in
            layout.put(panel) { panel in
                panel.fillParent(priority: .required)
                panel.put(label) { label in
                    // Margins to margins: the label's left margin (8 by
                    // default) on the panel's (10), so the label is 2 in.
                    label.margins.leading.equal(with: panel.view.layout.margins.leading)
                    label.top.equal(with: panel.view.layout.margins.top)
                }
            }
        }
        root.layoutIfNeeded()
        #expect(label.frame == Rect(x: 2, y: 4, width: 32, height: 20))
        #expect(label.constraints[0].description == "label.margins.leading == panel.margins.leading (999)")
        // Margins are an input: changing them lays out again.
        panel.layoutMargins.left = 30
        root.layoutIfNeeded()
        #expect(label.frame.minX == 22)
        label.layoutMargins = .zero
        root.layoutIfNeeded()
        #expect(label.frame.minX == 30)
    }

    @Test("A trailing margin in a right-to-left view is its left margin")
    func trailingMarginRightToLeft() throws {
        let root = makeRoot(200, 40)
        root.layoutDirection = .rightToLeft
        root.layoutMargins = EdgeInsets(top: 0, left: 5, bottom: 0, right: 9)
        let label = HeadlessLabel(identifier: "label", text: "Go")
        label.layoutMargins = .zero
        try root.makeLayout { layout in
            layout.put(label) { label in
                label.trailing.equal(with: root.layout.margins.trailing)
                label.top.distanceToParent(at: 0)
            }
        }
        root.layoutIfNeeded()
        #expect(label.frame.minX == 5)
    }

    @Test("A position equality takes a constant as written, and a multiplier")
    func constantsAndMultipliers() throws {
        let root = makeRoot(300, 300)
        let box = HeadlessView(identifier: "box")
        try root.makeLayout { layout in
            layout.put(box) { box in
                box.trailing.equal(with: root.layout.trailing, constant: -20)
                box.bottom.equal(with: root.layout.bottom, multiplier: 0.5, constant: 10)
                box.size(equalWith: Size(width: 40, height: 40))
            }
        }
        root.layoutIfNeeded()
        // No sign flip: trailing is 20 before the root's, and the bottom at
        // half the root's bottom plus 10.
        #expect(box.frame == Rect(x: 240, y: 120, width: 40, height: 40))
        #expect(box.constraints[0].description == "box.trailing == root.trailing - 20 (999)")
        #expect(box.constraints[1].description == "box.bottom == 0.5 * root.bottom + 10 (998)")
    }

    /// A card: a title and a body that wraps, 12 inside.
    func card() throws -> (HeadlessView, HeadlessLabel) {
        let card = HeadlessView(identifier: "card")
        let title = HeadlessLabel(identifier: "title", text: "Title")
        let body = HeadlessLabel(identifier: "body", text: "one two three four five six seven eight")
        body.numberOfLines = 0
        try card.makeLayout { layout in
            layout.put(title) { $0.fixToParent(.fullTop, with: EdgeInsets(all: 12), priority: .required) }
            layout.put(body) { body in
                body.top.distance(to: title.layout.bottom, at: 4, priority: .required)
                body.fixToParent(.fullBottom, with: EdgeInsets(all: 12), priority: .required)
            }
        }
        return (card, body)
    }

    @Test("layoutFitting(width:) sizes the root to its content and lays it out", arguments: [400.0, 200, 100])
    func fitting(width: Double) throws {
        let (card, body) = try card()
        let expected = card.fittingSize(forWidth: width)
        let size = card.layoutFitting(width: width)
        #expect(size == expected)
        #expect(card.frame.size == size)
        #expect(body.frame.width == width - 24)
        #expect(body.frame.maxY == size.height - 12)
        #expect(!body.hasAmbiguousLayout)
    }

    @Test("Fitting again at another width is one solve, and content changes are taken")
    func fittingAgain() throws {
        let (card, body) = try card()
        let wide = card.layoutFitting(width: 400)
        let narrow = card.layoutFitting(width: 100)
        #expect(narrow.height > wide.height)
        #expect(card.layoutFitting(width: 400) == wide)
        body.text = ""
        #expect(card.layoutFitting(width: 400).height == 12 + 20 + 4 + 0 + 12)
    }

    @Test("A view that is not a root only takes the width")
    func fittingNotRoot() throws {
        let root = makeRoot()
        let (card, _) = try card()
        root.addSubview(card)
        card.frame = Rect(x: 0, y: 0, width: 10, height: 30)
        #expect(card.layoutFitting(width: 150) == Size(width: 150, height: 30))
    }
}
