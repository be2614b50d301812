import ConstraintSolver

/// A rectangle given by its origin (top-left corner) and its size.
///
/// A rectangle with zero width or height is empty; it still has a position,
/// which matters for a zero-height header in a list.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with no size.
    public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The smallest *x*.
    public var minX: Double { origin.x }
    /// The largest *x*.
    public var maxX: Double { origin.x + size.width }
    /// The smallest *y* (the top edge).
    public var minY: Double { origin.y }
    /// The largest *y* (the bottom edge).
    public var maxY: Double { origin.y + size.height }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether the two rectangles share some area. Rectangles that only touch
    /// along an edge do not intersect, and an empty rectangle intersects
    /// nothing, as in CoreGraphics.
    ///
    /// - Complexity: O(1).
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty
            && minX < other.maxX && other.minX < maxX
            && minY < other.maxY && other.minY < maxY
    }

    /// Whether `point` lies inside the rectangle; the right and bottom edges
    /// are outside.
    ///
    /// - Complexity: O(1).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `(x, y, width, height)`, such as `(0, 44, 320, 44)`.
    public var description: String {
        "(\(origin.x.compactDescription), \(origin.y.compactDescription), \(size.width.compactDescription), \(size.height.compactDescription))"
    }
}
