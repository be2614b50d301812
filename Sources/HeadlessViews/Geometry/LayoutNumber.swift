import ConstraintSolver

/// Numbers as layouts take them from views, cells and callers, where a
/// number cannot be refused (a property set, a size a cell states): none
/// NaN or infinite, none beyond 10⁹, the largest a constraint may hold.
/// The constraint layout and the lists both read their inputs through it.
package enum LayoutNumber {
    /// The largest magnitude taken: ``ConstraintSolver/largestMagnitude``.
    package static let largest = ConstraintSolver.largestMagnitude

    /// A position, offset, spacing or inset: NaN as 0, and within ±10⁹.
    @inline(__always) package static func signed(_ value: Double) -> Double {
        // One comparison for the usual number (NaN fails it).
        if value.magnitude <= largest { return value }
        return value.isNaN ? 0 : value < 0 ? -largest : largest
    }

    /// A length: NaN or negative as 0, and at most 10⁹.
    @inline(__always) package static func length(_ value: Double) -> Double {
        value >= 0 ? min(value, largest) : 0
    }

    /// A size, each side a ``length(_:)``.
    package static func size(_ size: Size) -> Size {
        Size(width: length(size.width), height: length(size.height))
    }

    /// A frame, each number ``signed(_:)``.
    package static func rect(_ rect: Rect) -> Rect {
        Rect(x: signed(rect.minX), y: signed(rect.minY), width: signed(rect.width), height: signed(rect.height))
    }

    /// Insets, each a ``signed(_:)`` number.
    package static func insets(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: signed(insets.top), left: signed(insets.left), bottom: signed(insets.bottom),
            right: signed(insets.right))
    }
}
