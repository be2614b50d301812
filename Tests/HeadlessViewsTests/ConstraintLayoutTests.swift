import Testing

@testable import HeadlessViews

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

@MainActor
@Suite("Constraint layout: each relation of the DSL")
struct LayoutRelationTests {
    /// A root with a fixed 100 × 100 `anchor` at (100, 100) and a `view`
    /// laid out by `build`; returns the view's frame.
    func frame(_ build: (ViewLayout<HeadlessView>, HeadlessView) -> Void) throws -> Rect {
        let root = makeRoot(400, 400)
        let anchor = HeadlessView(identifier: "anchor")
        let view = HeadlessView(identifier: "view")
        try root.makeLayout { layout in
            layout.put(anchor) { anchor in
                anchor.left.distanceToParent(at: 100)
                anchor.top.distanceToParent(at: 100)
                anchor.size(equalWith: Size(width: 100, height: 100))
            }
            layout.put(view) { build($0, anchor) }
        }
        root.layoutIfNeeded()
        return view.frame
    }

    @Test("equal(with:) and its moreThan and lessThan offsets")
    func equalWith() throws {
        let equal = try frame { view, anchor in
            view.top.equal(with: anchor.layout.bottom)
            view.left.equal(with: anchor.layout.left)
            view.size(equalWith: Size(width: 10, height: 10))
        }
        #expect(equal == Rect(x: 100, y: 200, width: 10, height: 10))
        // bottom ≥ anchor.bottom + 18, against a weak pull to 0.
        let moreThan = try frame { view, anchor in
            view.bottom.equal(with: anchor.layout.bottom, moreThan: 18)
            view.top.equalWithParent()
            view.left.equalWithParent()
            view.width.equal(with: 10)
            view.bottom.distanceToParent(at: 400, priority: .low)
        }
        #expect(moreThan == Rect(x: 0, y: 0, width: 10, height: 218))
        // right ≤ anchor.left − 5, against a weak pull to the far right.
        let lessThan = try frame { view, anchor in
            view.right.equal(with: anchor.layout.left, lessThan: -5)
            view.left.equalWithParent()
            view.top.equalWithParent()
            view.height.equal(with: 10)
            view.right.equalWithParent(priority: .low)
        }
        #expect(lessThan == Rect(x: 0, y: 0, width: 95, height: 10))
    }

    @Test("distance(to:) exactly, at least and at most, on each side")
    func distances() throws {
        let right = try frame { view, anchor in
            view.left.distance(to: anchor.layout.right, at: 18)
            view.top.distance(to: anchor.layout.bottom, at: 4)
            view.size(equalWith: Size(width: 10, height: 10))
        }
        #expect(right == Rect(x: 218, y: 204, width: 10, height: 10))
        // A right edge at least 30 left of the anchor's left, pulled right.
        let moreThan = try frame { view, anchor in
            view.right.distance(to: anchor.layout.left, moreThan: 30)
            view.right.equalWithParent(priority: .low)
            view.width.equal(with: 10)
            view.top.equalWithParent()
            view.height.equal(with: 10)
        }
        #expect(moreThan == Rect(x: 60, y: 0, width: 10, height: 10))
        // A bottom at most 18 above the anchor's top, pulled up to the top.
        let lessThan = try frame { view, anchor in
            view.bottom.distance(to: anchor.layout.top, lessThan: 18)
            view.top.equalWithParent(priority: .low)
            view.height.equal(with: 10)
            view.left.equalWithParent()
            view.width.equal(with: 10)
        }
        #expect(lessThan == Rect(x: 0, y: 72, width: 10, height: 10))
    }

    @Test("Centres, dimensions related to dimensions, and sizes")
    func centresAndDimensions() throws {
        let centred = try frame { view, anchor in
            view.center.equal(with: anchor.layout.center)
            view.height.moreThan(40)
            view.height.equal(with: 0, priority: .low)
            view.width.lessThan(anchor.layout.height, multiplier: 0.5)
            view.width.equal(with: 1_000, priority: .low)
        }
        #expect(centred == Rect(x: 125, y: 130, width: 50, height: 40))
        let sized = try frame { view, anchor in
            view.size(equalWith: anchor.layout.size)
            view.centerX.equal(with: anchor.layout.centerX)
            view.centerY.equal(with: anchor.layout.top)
        }
        #expect(sized == Rect(x: 100, y: 50, width: 100, height: 100))
    }

    @Test("Next to another view: atBottom, atTop, atLeft, atRight")
    func nextTo() throws {
        let below = try frame { view, anchor in
            view.atBottom(of: anchor, spacing: 8)
            view.left.equal(with: anchor.layout.left)
            view.size(equalWith: Size(width: 10, height: 10))
        }
        #expect(below == Rect(x: 100, y: 208, width: 10, height: 10))
        let left = try frame { view, anchor in
            view.atLeft(of: anchor, spacing: 8)
            view.top.equal(with: anchor.layout.top)
            view.size(equalWith: Size(width: 10, height: 10))
        }
        #expect(left == Rect(x: 82, y: 100, width: 10, height: 10))
        let right = try frame { view, anchor in
            view.atRight(of: anchor, moreThan: 8)
            view.left.equal(with: anchor.layout.right, priority: .low)
            view.top.equal(with: anchor.layout.top)
            view.size(equalWith: Size(width: 10, height: 10))
        }
        #expect(right == Rect(x: 208, y: 100, width: 10, height: 10))
        let above = try frame { view, anchor in
            view.atTop(of: anchor, lessThan: 8)
            view.top.equalWithParent(priority: .low)
            view.left.equal(with: anchor.layout.left)
            view.size(equalWith: Size(width: 10, height: 10))
        }
        #expect(above == Rect(x: 100, y: 82, width: 10, height: 10))
    }

    @Test("Parent distances: at, moreThan, lessThan; fill and fix")
    func parent() throws {
        let inside = try frame { view, _ in
            view.top.distanceToParent(at: 10)
            view.left.distanceToParent(moreThan: 20)
            view.left.equalWithParent(priority: .low)
            view.right.distanceToParent(lessThan: 30)
            view.right.equalWithParent(priority: .low)
            view.bottom.distanceToParent(at: 40)
        }
        #expect(inside == Rect(x: 20, y: 10, width: 380, height: 350))
        let filled = try frame { view, _ in view.fillParent(with: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        #expect(filled == Rect(x: 2, y: 1, width: 394, height: 396))
        let bar = try frame { view, _ in
            view.fixToParent(.fullBottom, with: EdgeInsets(all: 5))
            view.height.equal(with: 44)
        }
        #expect(bar == Rect(x: 5, y: 351, width: 390, height: 44))
    }

    @Test("Without priorities, earlier constraints in a closure outrank later ones")
    func defaultPriorities() throws {
        let root = makeRoot()
        let view = HeadlessView(identifier: "view")
        try root.makeLayout { layout in
            layout.put(view) { view in
                view.width.equal(with: 100)
                view.width.equal(with: 200)
                view.height.equal(with: 10, priority: .low)
                view.height.equal(with: 20)
                view.top.equalWithParent()
                view.left.equalWithParent()
            }
        }
        root.layoutIfNeeded()
        #expect(view.frame.size == Size(width: 100, height: 20))
        #expect(view.constraints.map(\.priority.rawValue) == [999, 998, 250, 997, 996, 995])
        #expect(view.constraints[0].description == "view.width == 100 (999)")
    }

    @Test("A layout's copies record into the same layout: default priorities run on across them")
    func layoutCopiesShareTheirRecord() throws {
        let root = makeRoot()
        let view = HeadlessView(identifier: "view")
        try root.makeLayout { layout in
            let returned = layout.put(view) { view in
                let copy = view
                view.width.equal(with: 100)
                copy.height.equal(with: 20)
            }
            returned.top.equalWithParent()
            returned.left.equalWithParent()
        }
        #expect(view.constraints.map(\.priority.rawValue) == [999, 998, 997, 996])
    }

    @Test("Changing the root's size re-solves, incrementally")
    func rootResize() throws {
        let root = makeRoot(320, 100)
        let bar = HeadlessView(identifier: "bar")
        try root.makeLayout { layout in
            layout.put(bar) { bar in
                bar.fixToParent(.fullTop, with: EdgeInsets(all: 10))
                bar.height.equal(with: 30)
            }
        }
        root.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 10, y: 10, width: 300, height: 30))
        let system = root.layoutSystem
        root.frame.size.width = 500
        root.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 10, y: 10, width: 480, height: 30))
        #expect(root.layoutSystem === system)
    }
}

@MainActor
@Suite("Constraint layout: ambiguity and lifetimes")
struct LayoutLifetimeTests {
    @Test("A view whose constraints leave it free has an ambiguous layout")
    func ambiguity() throws {
        let root = makeRoot()
        let pinned = HeadlessView(identifier: "pinned")
        let loose = HeadlessView(identifier: "loose")
        try root.makeLayout { layout in
            layout.put(pinned) { $0.fillParent() }
            layout.put(loose) { $0.width.equal(with: 10) }
        }
        #expect(!pinned.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
    }

    @Test("Views related by constraints both ways are freed with their tree")
    func noCycles() throws {
        weak var weakRoot: HeadlessView?
        weak var weakChild: HeadlessView?
        do {
            let root = makeRoot()
            let first = HeadlessView(identifier: "first")
            let second = HeadlessView(identifier: "second")
            try root.makeLayout { layout in
                layout.put(first) { $0.left.equal(with: second.layout.right) }
                layout.put(second) { $0.right.equal(with: first.layout.left) }
            }
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = second
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test("A constrained view removed by hand stops taking part; its constraints stay with it")
    func removal() throws {
        let root = makeRoot(100, 100)
        let top = HeadlessView(identifier: "top")
        let below = HeadlessView(identifier: "below")
        try root.makeLayout { layout in
            layout.put(top) { top in
                top.fixToParent(.fullTop)
                top.height.equal(with: 30)
            }
            layout.put(below) { below in
                below.atBottom(of: top, spacing: 5)
                below.top.equalWithParent(priority: .low)
                below.fixToParent(.horizontal)
                below.height.equal(with: 10)
            }
        }
        root.layoutIfNeeded()
        #expect(below.frame.minY == 35)
        top.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(below.frame.minY == 0)
        #expect(top.constraints.count == 4)
        root.addSubview(top)
        root.layoutIfNeeded()
        #expect(below.frame.minY == 35)
    }
}
