import HeadlessViews
import Testing

/// Seed 001's "Layouting" examples, "Position to other" and its parallel
/// placements, written as the seed writes them.
@MainActor
@Suite("Seed 001: the layout tree, position to other, parallel placement")
struct SeedPositionTests {
    /// Puts `view` at `frame` in `layout`, by its left, top and size.
    func pin(_ layout: ViewLayout<HeadlessView>, _ view: HeadlessView, at frame: Rect) {
        layout.put(view) { viewLayout in
            viewLayout.left.distanceToParent(at: frame.origin.x)
            viewLayout.top.distanceToParent(at: frame.origin.y)
            viewLayout.size(equalWith: frame.size)
        }
    }

    @Test("makeLayout puts someView and someOtherView into the controller's view, childView into someOtherView")
    func layoutTree() throws {
        let viewController = HeadlessViewController(size: Size(width: 300, height: 200))
        let someView = HeadlessView(identifier: "someView")
        let someOtherView = HeadlessView(identifier: "someOtherView")
        let childView = HeadlessView(identifier: "childView")
        let someViewController = HeadlessViewController()
        try viewController.makeLayout { layout in
            layout.put(someView) { someLayout in
                someLayout.fixToParent(.fullTop).height.equal(with: 50)
            }
            layout.put(someOtherView) { someOtherLayout in
                someOtherLayout.atBottom(of: someView)
                someOtherLayout.size(equalWith: Size(width: 100, height: 100))
                someOtherLayout.put(childView) { childLayout in childLayout.fillParent(with: EdgeInsets(all: 10)) }
            }
            layout.put(someViewController) { someVCLayout in
                someVCLayout.fixToParent(.fullBottom).height.equal(with: 40)
            }
        }
        viewController.view.layoutIfNeeded()
        #expect(
            viewController.view.subviews.map(\.identifier) == [
                "someView", "someOtherView", someViewController.view.identifier,
            ])
        #expect(childView.superview === someOtherView)
        #expect(someViewController.parent === viewController && viewController.children.count == 1)
        // someView across the top, 50 tall.
        #expect(someView.frame == Rect(x: 0, y: 0, width: 300, height: 50))
        // someOtherView under it, centred: x = 150 − 100 / 2.
        #expect(someOtherView.frame == Rect(x: 100, y: 50, width: 100, height: 100))
        // childView 10 inside 100 × 100.
        #expect(childView.frame == Rect(x: 10, y: 10, width: 80, height: 80))
        // The embedded controller's view across the bottom: y = 200 − 40.
        #expect(someViewController.view.frame == Rect(x: 0, y: 160, width: 300, height: 40))
        #expect(!viewController.view.hasAmbiguousLayout)
    }

    @Test("Position to other: top, left at 18, bottom at least 18, right at most 18, centre")
    func positionToOther() throws {
        let root = makeRoot(400, 400)
        let otherView = HeadlessView(identifier: "otherView")
        let anyOtherView = HeadlessView(identifier: "anyOtherView")
        let centeredView = HeadlessView(identifier: "centeredView")
        let someView = HeadlessView(identifier: "someView")
        try root.makeLayout { layout in
            // otherView (20, 100, 60, 100): top 100, right 80, bottom 200.
            pin(layout, otherView, at: Rect(x: 20, y: 100, width: 60, height: 100))
            // anyOtherView's left at 210.
            pin(layout, anyOtherView, at: Rect(x: 210, y: 0, width: 50, height: 50))
            // centeredView's centre at (150, 160).
            pin(layout, centeredView, at: Rect(x: 140, y: 150, width: 20, height: 20))
            layout.put(someView) { someLayout in
                someLayout.top.equal(with: otherView.layout.top)
                someLayout.left.distance(to: otherView.layout.right, at: 18)
                someLayout.bottom.equal(with: otherView.layout.bottom, moreThan: 18)
                someLayout.right.distance(to: anyOtherView.layout.left, lessThan: 18)
                someLayout.center.equal(with: centeredView.layout.center)
            }
        }
        root.layoutIfNeeded()
        // top = 100; left = 80 + 18 = 98; centre (150, 160):
        // width = 2 × (150 − 98) = 104, height = 2 × (160 − 100) = 120.
        #expect(someView.frame == Rect(x: 98, y: 100, width: 104, height: 120))
        // bottom 220 ≥ 200 + 18; right 202, 8 ≤ 18 from 210.
        #expect(!someView.hasAmbiguousLayout)
    }

    @Test("Parallel: at the bottom of, left of, right of, centred across the axis")
    func parallel() throws {
        let root = makeRoot(400, 400)
        let topView = HeadlessView(identifier: "topView")
        let leftView = HeadlessView(identifier: "leftView")
        let rightView = HeadlessView(identifier: "rightView")
        let bottomView = HeadlessView(identifier: "bottomView")
        let someView = HeadlessView(identifier: "someView")
        try root.makeLayout { layout in
            // topView: centre x 200, bottom 50.
            pin(layout, topView, at: Rect(x: 150, y: 0, width: 100, height: 50))
            // leftView: left 300, centre y 200.
            pin(layout, leftView, at: Rect(x: 300, y: 150, width: 50, height: 100))
            // rightView: right 80, centre y 200.
            pin(layout, rightView, at: Rect(x: 20, y: 170, width: 60, height: 60))
            // bottomView: centre x 200, bottom 45.
            pin(layout, bottomView, at: Rect(x: 170, y: 35, width: 60, height: 10))
            layout.put(someView) { someLayout in
                someLayout.atBottom(of: topView)
                someLayout.atLeft(of: leftView, spacing: 18)
                someLayout.atRight(of: rightView, moreThan: 18)
                someLayout.atBottom(of: bottomView, lessThan: 18)
            }
        }
        root.layoutIfNeeded()
        // top = topView's bottom, 50; right = 300 − 18 = 282; centre x =
        // topView's (and bottomView's) 200, so left = 2 × 200 − 282 = 118,
        // width 164; centre y = leftView's (and rightView's) 200, so
        // height = 2 × (200 − 50) = 300.
        #expect(someView.frame == Rect(x: 118, y: 50, width: 164, height: 300))
        // left 118 ≥ 80 + 18; top 50 is 5 ≤ 18 below bottomView's 45.
        #expect(!someView.hasAmbiguousLayout)
    }
}
