import ConstraintSolver

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
