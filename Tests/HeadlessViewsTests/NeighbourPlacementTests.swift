import HeadlessViews
import Testing

/// Seed 001's "Position to other": a neighbour placement sets the spacing
/// and centres the view on its neighbour across the axis.
@MainActor
@Suite("Neighbour placement centres across the axis")
struct NeighbourPlacementTests {
    /// A 40 × 40 box at (140, 220) in a 320 × 480 root, and `view` (a
    /// 20 × 10 box) placed next to it by `place`.
    func place(_ place: (ViewLayout<HeadlessView>, HeadlessView) -> Void) throws -> (Rect, Bool) {
        let root = makeRoot()
        let anchor = HeadlessView(identifier: "anchor"), view = HeadlessView(identifier: "view")
        try root.makeLayout { layout in
            layout.put(anchor) { anchor in
                anchor.center.equalWithParent()
                anchor.size(equalWith: Size(width: 40, height: 40))
            }
            layout.put(view) { view in
                view.size(equalWith: Size(width: 20, height: 10))
                place(view, anchor)
            }
        }
        root.layoutIfNeeded()
        return (view.frame, view.hasAmbiguousLayout)
    }

    @Test("atBottom and atTop centre x; atLeft and atRight centre y")
    func centring() throws {
        // The anchor is (140, 220, 40, 40): centre (160, 240).
        // Below, 8 apart: y = 260 + 8; x = 160 − 20 / 2.
        #expect(try place { $0.atBottom(of: $1, spacing: 8) } == (Rect(x: 150, y: 268, width: 20, height: 10), false))
        // Above, 8 apart: y = 220 − 8 − 10.
        #expect(try place { $0.atTop(of: $1, spacing: 8) } == (Rect(x: 150, y: 202, width: 20, height: 10), false))
        // Left, 18 apart: x = 140 − 18 − 20; y = 240 − 10 / 2.
        #expect(try place { $0.atLeft(of: $1, spacing: 18) } == (Rect(x: 102, y: 235, width: 20, height: 10), false))
        // Right, at least 18 apart, pinned by its left edge at 200 + 30.
        #expect(
            try place { view, anchor in
                view.atRight(of: anchor, moreThan: 18)
                view.left.distanceToParent(at: 230)
            } == (Rect(x: 230, y: 235, width: 20, height: 10), false))
        // Below, at most 18 apart, and 260 + 5 by the top.
        #expect(
            try place { view, anchor in
                view.atBottom(of: anchor, lessThan: 18)
                view.top.distanceToParent(at: 265)
            } == (Rect(x: 150, y: 265, width: 20, height: 10), false))
    }

    @Test("An edge pinned across the axis wins over the centring")
    func pinnedEdgeWins() throws {
        // Left pinned at 16: x = 16, not 150.
        #expect(
            try place { view, anchor in
                view.atBottom(of: anchor, spacing: 8)
                view.left.distanceToParent(at: 16)
            } == (Rect(x: 16, y: 268, width: 20, height: 10), false))
    }
}
