import ConstraintSolver

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
