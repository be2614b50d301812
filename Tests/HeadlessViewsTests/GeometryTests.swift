import Testing

@testable import HeadlessViews

@Suite("Geometry: rects and points")
struct GeometryTests {
    @Test("Rects intersect when they share area; touching edges and empty rects do not")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 5, y: 5, width: 10, height: 10)))
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 0, y: 10, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 2, y: 2, width: 0, height: 5)))
        #expect(a.contains(Point(x: 0, y: 0)))
        #expect(!a.contains(Point(x: 10, y: 5)))
        #expect(a.maxX == 10 && a.midY == 5)
        #expect(a.description == "(0, 0, 10, 10)")
        #expect(Rect(x: 0, y: 0.5, width: 1, height: 2).description == "(0, 0.5, 1, 2)")
    }
}
