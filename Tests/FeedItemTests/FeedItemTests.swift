import ConstraintSolver
import FeedItem
import HeadlessViews
import Testing

@MainActor
@Suite("Feed item")
struct FeedItemTests {
    /// The frame of every named leaf view in the item's coordinates.
    func leafFrames(_ item: HeadlessView) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        func visit(_ view: HeadlessView, origin: Point) {
            for child in view.subviews {
                let frame = Rect(
                    x: origin.x + child.frame.minX, y: origin.y + child.frame.minY, width: child.frame.width,
                    height: child.frame.height)
                if child.subviews.isEmpty, let name = child.identifier { frames[name] = frame }
                visit(child, origin: frame.origin)
            }
        }
        visit(item, origin: Point(x: 0, y: 0))
        return frames
    }

    @Test("The three feed items give the same frames", arguments: [180.0, 320, 375, 414, 768])
    func sameFrames(width: Double) throws {
        for data in FeedItemData.generate(count: 12) {
            let manual = FeedItemManualView()
            manual.setData(data)
            let manualSize = manual.layoutManually(width: width)
            let expected = leafFrames(manual)
            #expect(expected.count == 15)
            for style in [FeedItemView.Style.anchors, .formatStrings] {
                let item = FeedItemView(style: style)
                try item.layOutParts()
                item.setData(data)
                let size = item.layoutFitting(width: width)
                #expect(size == manualSize, "\(style) at \(width)")
                #expect(leafFrames(item) == expected, "\(style) at \(width)")
                item.forEachLeaf { #expect(!$0.hasAmbiguousLayout, "\(style): \($0.layoutName) is ambiguous") }
            }
        }
    }

    @Test("Laid out again at a new width, the feed items still agree")
    func newWidth() throws {
        let data = FeedItemData.generate(count: 3)[2]
        let manual = FeedItemManualView()
        manual.setData(data)
        let items = [FeedItemView(style: .anchors), FeedItemView(style: .formatStrings)]
        for item in items {
            try item.layOutParts()
            item.setData(data)
            item.layoutFitting(width: 375)
        }
        for width in [300.0, 240, 500] {
            let size = manual.layoutManually(width: width)
            for item in items {
                #expect(item.layoutFitting(width: width) == size)
                #expect(leafFrames(item) == leafFrames(manual))
            }
        }
    }

    @Test("The headline wraps to at most three lines and pushes the comment down")
    func headlineWraps() throws {
        let item = FeedItemView(style: .anchors)
        try item.layOutParts()
        item.setData(FeedItemData.generate(count: 1)[0])
        // "poster title 0 with some longer stuff": 37 characters, 296 wide.
        item.layoutFitting(width: 400)
        let headline = item.miniProfile.posterHeadlineLabel.frame
        #expect(headline.height == 20)
        // 1 + 20 + 1 + 20 + 1 + 20 + 3 = 66, below the image's 50: the image
        // stretches down to the comment (0@749 beats its hugging).
        #expect(item.miniProfile.posterCommentLabel.frame.minY == 66)
        #expect(item.miniProfile.posterImageView.frame.height == 66)
        item.layoutFitting(width: 200)  // 144 wide: 3 lines of at most 18
        #expect(item.miniProfile.posterHeadlineLabel.frame.height == 60)
        // 1 + 20 + 1 + 60 + 1 + 20 + 3 = 106, below the image's 50.
        #expect(item.miniProfile.posterCommentLabel.frame.minY == 106)
    }
}

extension HeadlessView {
    func forEachLeaf(_ body: (HeadlessView) -> Void) {
        for view in subviews {
            if view.subviews.isEmpty { body(view) } else { view.forEachLeaf(body) }
        }
    }
}
