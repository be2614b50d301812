/// A point in a list's content coordinates, in points, with *y* growing
/// downwards as in UIKit.
///
/// HeadlessList uses its own small geometry types so that it needs neither
/// UIKit nor CoreGraphics and runs unchanged on Linux.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static var zero: Point { Point(x: 0, y: 0) }

    /// `(x, y)`, such as `(0, 44)`.
    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, 0 × 0.
    public static var zero: Size { Size(width: 0, height: 0) }

    /// `width × height`, such as `320 × 44`.
    public var description: String { "\(width.compactDescription) × \(height.compactDescription)" }
}

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

/// Insets for the four edges of a rectangle, such as a collection section's
/// margins.
public struct EdgeInsets: Hashable, Sendable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every edge.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No insets.
    public static var zero: EdgeInsets { EdgeInsets() }
}

extension Double {
    /// `12` rather than `12.0`, for messages and descriptions.
    var compactDescription: String {
        // No `rounded()`: it needs libm, which a Foundation-free executable
        // does not link on Linux.
        if isFinite, magnitude < 1e15, self == Double(Int(self)) { return String(Int(self)) }
        return String(self)
    }
}
