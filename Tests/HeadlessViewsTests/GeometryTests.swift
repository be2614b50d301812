import TestSupport
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

    @Test("Snapping puts a value within 10⁻⁶ of a multiple of 1/1024 on it and keeps every other, at any magnitude")
    func snapping() {
        // The oracle: the library's rounding, away from zero at a half.
        func expected(_ value: Double) -> Double {
            guard value.isFinite else { return value }
            let grid = (value * 1024).rounded() / 1024
            return (grid - value).magnitude < 1e-6 ? grid : value
        }
        var values: [Double] = [0, -0.0, 1e-9, -1e-9, 0.5 / 1024, 3.25, -7.75, 0x1p41, -0x1p41, 0x1p41 + 0x1p-11]
        values += [0x1p42 + 1, 0x1p52, -0x1p60, .greatestFiniteMagnitude, .infinity, -.infinity]
        var random = SeededGenerator(seed: 1_024)
        for _ in 0..<20_000 {
            let scale = Double(sign: .plus, exponent: Int.random(in: -12...44, using: &random), significand: 1)
            let grid = (Double.random(in: -1...1, using: &random) * scale * 1024).rounded() / 1024
            let offset = [0, 1e-7, -9e-7, 2e-6, -1e-3].randomElement(using: &random)!
            values.append(grid + offset)
        }
        for value in values {
            let snapped = LayoutSystem.snapped(value)
            #expect(snapped == expected(value), "snapped(\(value)) = \(snapped), expected \(expected(value))")
        }
        #expect(LayoutSystem.snapped(.nan).isNaN)
        #expect(LayoutSystem.snapped(100 + 1e-7) == 100)
        #expect(LayoutSystem.snapped(100 + 2e-6) == 100 + 2e-6)
    }
}
