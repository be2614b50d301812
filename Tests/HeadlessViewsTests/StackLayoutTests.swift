import Testing

@testable import HeadlessViews

@MainActor
@Suite("Constraint layout: stacks of every alignment and distribution")
struct StackLayoutTests {
    /// Three views of intrinsic widths 20, 40, 60 and heights 10, 20, 30
    /// (image views), stacked in a 200 × 200 stack.
    func stack(
        _ axis: LayoutAxis, _ alignment: StackArrangement.Alignment, _ distribution: StackArrangement.Distribution,
        direction: LayoutDirection? = nil
    ) throws -> [Rect] {
        let root = makeRoot(200, 200)
        root.layoutDirection = direction
        let views = (1...3).map { index in
            let view = HeadlessImageView(identifier: "v\(index)")
            view.imageSize = Size(width: Double(20 * index), height: Double(10 * index))
            return view
        }
        let configure: (ViewLayout<HeadlessStackView>) -> Void = { stack in
            stack.fillParent()
            for view in views { stack.putStacked(view) }
        }
        try root.makeLayout { layout in
            if axis == .vertical {
                layout.putVerticalStack(spacing: 10, alignment: alignment, distribution: distribution, configure)
            } else {
                layout.putHorizontalStack(spacing: 10, alignment: alignment, distribution: distribution, configure)
            }
        }
        root.layoutIfNeeded()
        return views.map(\.frame)
    }

    @Test("Vertical, fill equally, every alignment")
    func verticalAlignments() throws {
        // 200 − 2 gaps of 10 = 180, three equal heights of 60.
        #expect(
            try stack(.vertical, .fill, .fillEqually) == [
                Rect(x: 0, y: 0, width: 200, height: 60), Rect(x: 0, y: 70, width: 200, height: 60),
                Rect(x: 0, y: 140, width: 200, height: 60),
            ])
        #expect(try stack(.vertical, .leading, .fillEqually).map(\.minX) == [0, 0, 0])
        #expect(try stack(.vertical, .leading, .fillEqually).map(\.width) == [20, 40, 60])
        #expect(try stack(.vertical, .center, .fillEqually).map(\.minX) == [90, 80, 70])
        #expect(try stack(.vertical, .trailing, .fillEqually).map(\.maxX) == [200, 200, 200])
        #expect(try stack(.vertical, .trailing, .fillEqually).map(\.width) == [20, 40, 60])
    }

    @Test("Horizontal, fill: the views keep their widths but one, which takes the rest")
    func horizontalFill() throws {
        let frames = try stack(.horizontal, .fill, .fill)
        #expect(frames.map(\.height) == [200, 200, 200])
        #expect(frames[0].minX == 0)
        #expect(frames[1].minX == frames[0].maxX + 10)
        #expect(frames[2].minX == frames[1].maxX + 10)
        #expect(frames[2].maxX == 200)
        // 200 − 20 = 180 for 120 of content: one view grows by 60.
        let grown = zip(frames.map(\.width), [20.0, 40, 60]).filter { $0 != $1 }
        #expect(grown.count == 1)
        #expect(grown.first.map { $0.0 - $0.1 } == 60)
    }

    @Test("Right to left, a horizontal stack runs from its right edge and a vertical one aligns leading at its right")
    func rightToLeft() throws {
        // Equal spacing: 200 − 120 of content = 80 in two gaps of 40, from
        // the right (found by MirrorModelTests: stacks ran left to right
        // whatever the direction, and mirrored, equal gaps did not hold).
        #expect(
            try stack(.horizontal, .leading, .equalSpacing, direction: .rightToLeft) == [
                Rect(x: 180, y: 0, width: 20, height: 10), Rect(x: 100, y: 0, width: 40, height: 20),
                Rect(x: 0, y: 0, width: 60, height: 30),
            ])
        #expect(try stack(.horizontal, .fill, .fillEqually, direction: .rightToLeft).map(\.minX) == [140, 70, 0])
        #expect(try stack(.vertical, .leading, .fill, direction: .rightToLeft).map(\.maxX) == [200, 200, 200])
        #expect(try stack(.vertical, .trailing, .fill, direction: .rightToLeft).map(\.minX) == [0, 0, 0])
        // Left to right, as before.
        #expect(try stack(.horizontal, .leading, .equalSpacing).map(\.minX) == [0, 60, 140])
    }

    @Test("Vertical, equal spacing: intrinsic heights, equal gaps filling the stack")
    func equalSpacing() throws {
        let frames = try stack(.vertical, .leading, .equalSpacing)
        #expect(frames.map(\.height) == [10, 20, 30])
        // 200 − 60 of content = 140 in two gaps of 70.
        #expect(frames.map(\.minY) == [0, 80, 170])
    }

    @Test("Hidden views take no room; stacking again with remake replaces the views")
    func hiddenAndRemake() throws {
        let root = makeRoot(100, 100)
        let stack = HeadlessStackView(identifier: "stack")
        let first = HeadlessView(identifier: "first")
        let second = HeadlessView(identifier: "second")
        second.isHidden = true
        let third = HeadlessView(identifier: "third")
        try root.makeLayout { layout in
            layout.putVerticalStack(stack, distribution: .fillEqually) { stack in
                stack.fillParent()
                stack.putStacked(first)
                stack.putStacked(second)
                stack.putStacked(third)
            }
        }
        root.layoutIfNeeded()
        #expect(first.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(third.frame == Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(stack.arrangedSubviews.count == 3)

        try root.remakeLayout { layout in
            layout.putHorizontalStack(stack, distribution: .fillEqually) { stack in
                stack.fillParent()
                stack.putStacked(third)
                stack.putStacked(first)
            }
        }
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["third", "first"])
        #expect(third.frame == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(first.frame == Rect(x: 50, y: 0, width: 50, height: 100))
    }

    @Test("Hiding or showing an arranged view after the layout rearranges the stack, as UIStackView does")
    func hideAfterLayout() throws {
        let root = makeRoot(100, 100)
        let stack = HeadlessStackView(identifier: "stack")
        let views = ["first", "second", "third"].map { HeadlessView(identifier: $0) }
        try root.makeLayout { layout in
            layout.putVerticalStack(stack, distribution: .fillEqually) { stack in
                stack.fillParent()
                for view in views { stack.putStacked(view) }
            }
        }
        root.layoutIfNeeded()
        let thirds = [0, 100.0 / 3, 200.0 / 3]
        #expect(zip(views, thirds).allSatisfy { abs($0.frame.minY - $1) < 1e-9 })
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(views[2].frame == Rect(x: 0, y: 50, width: 100, height: 50))
        #expect(!views[0].hasAmbiguousLayout)
        // Shown again, it takes its place back; hiding all leaves none placed.
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(zip(views, thirds).allSatisfy { abs($0.frame.minY - $1) < 1e-9 })
        for view in views { view.isHidden = true }
        root.layoutIfNeeded()
        #expect(stack.constraints.allSatisfy { $0.stack !== stack })
        // A view that is not arranged changes nothing when hidden.
        let loose = HeadlessView(identifier: "loose")
        try root.makeAndEditLayout { layout in layout.put(loose) { $0.size(equalWith: Size(width: 10, height: 10)) } }
        loose.isHidden = true
        #expect(stack.arrangedSubviews.count == 3)
    }

    @Test(
        "A stack positioned but not sized takes its views' size, with any alignment",
        arguments: [StackArrangement.Alignment.fill, .leading, .center, .trailing])
    func sizedByItsViews(alignment: StackArrangement.Alignment) throws {
        let root = makeRoot(200, 200)
        let views = (1...3).map { index in
            build(HeadlessImageView(identifier: "v\(index)")) {
                $0.imageSize = Size(width: Double(20 * index), height: Double(10 * index))
            }
        }
        let stack = HeadlessStackView()
        try root.makeLayout { layout in
            layout.putVerticalStack(stack, spacing: 5, alignment: alignment) { stack in
                stack.center.equalWithParent()
                for view in views { stack.putStacked(view) }
            }
        }
        root.layoutIfNeeded()
        // 60 wide (the widest view); 10 + 5 + 20 + 5 + 30 = 70 tall; centred
        // on (100, 100).
        #expect(stack.frame == Rect(x: 70, y: 65, width: 60, height: 70))
        #expect(!stack.hasAmbiguousLayout && !views.contains { $0.hasAmbiguousLayout })
    }

    @Test("Setting the arrangement after the layout rearranges the views")
    func rearrange() throws {
        let root = makeRoot(200, 200)
        let views = (1...2).map { index in
            build(HeadlessImageView(identifier: "v\(index)")) {
                $0.imageSize = Size(width: Double(20 * index), height: 10)
            }
        }
        let stack = HeadlessStackView()
        try root.makeLayout { layout in
            layout.putVerticalStack(stack) { stack in
                stack.top.equalWithParent()
                stack.left.equalWithParent()
                for view in views { stack.putStacked(view) }
            }
        }
        stack.alignment = .trailing
        stack.spacing = 4
        root.layoutIfNeeded()
        // 40 wide; the first view at its trailing edge, x = 40 − 20; the
        // second 10 + 4 below.
        #expect(
            views.map(\.frame) == [Rect(x: 20, y: 0, width: 20, height: 10), Rect(x: 0, y: 14, width: 40, height: 10)])
        stack.axis = .horizontal
        root.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 24, y: 0, width: 40, height: 10)])
    }

    @Test("A search bar is 56 tall and as wide as its constraints make it")
    func searchBarHeight() throws {
        let root = makeRoot()
        let bar = HeadlessSearchBar()
        try root.makeLayout { layout in layout.put(bar) { $0.fixToParent(.fullTop) } }
        root.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 0, y: 0, width: 320, height: 56))
        #expect(!bar.hasAmbiguousLayout)
    }
}
