import Testing

@testable import HeadlessList

/// A root view of `width` × `height`, as a screen or a cell would be.
@MainActor
func makeRoot(_ width: Double = 320, _ height: Double = 480) -> HeadlessView {
    let root = HeadlessView(identifier: "root")
    root.frame = Rect(x: 0, y: 0, width: width, height: height)
    return root
}

@MainActor
@Suite("Constraint layout: the DSL's anchors, asserted on frames")
struct ConstraintLayoutTests {
    @Test("A card: distances to the parent and between siblings")
    func card() throws {
        let root = makeRoot()
        let avatar = HeadlessView(identifier: "avatar")
        let title = HeadlessLabel(identifier: "title", text: "Ann")
        try root.makeLayout { layout in
            layout.put(avatar) { avatar in
                avatar.top.distanceToParent(at: 16)
                avatar.left.distanceToParent(at: 16)
                avatar.size(equalWith: Size(width: 48, height: 48))
            }
            layout.put(title) { title in
                title.top.equal(with: avatar.layout.top)
                title.left.distance(to: avatar.layout.right, at: 12)
                title.right.distanceToParent(at: 16)
            }
        }
        root.layoutIfNeeded()
        #expect(avatar.frame == Rect(x: 16, y: 16, width: 48, height: 48))
        // The label's height is its intrinsic one line: 20.
        #expect(title.frame == Rect(x: 76, y: 16, width: 228, height: 20))
        #expect(root.subviews.map(\.identifier) == ["avatar", "title"])
        #expect(!title.hasAmbiguousLayout)
    }

    @Test("Frames are relative to the superview, nesting put for grandchildren")
    func nested() throws {
        let root = makeRoot()
        let panel = HeadlessView(identifier: "panel")
        let dot = HeadlessView(identifier: "dot")
        try root.makeLayout { layout in
            layout.put(panel) { panel in
                panel.fillParent(with: EdgeInsets(top: 100, left: 20, bottom: 100, right: 20))
                panel.put(dot) { dot in
                    dot.center.equalWithParent()
                    dot.size(equalWith: Size(width: 10, height: 10))
                }
            }
        }
        root.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 20, y: 100, width: 280, height: 280))
        #expect(dot.frame == Rect(x: 135, y: 135, width: 10, height: 10))
        #expect(dot.superview === panel)
    }
}
