/// Which way text and leading-to-trailing layouts run, as UIKit's
/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left, trailing is right (English).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft
}

extension HeadlessView {
    /// The direction this view's leading and trailing anchors follow: its
    /// own ``layoutDirection``, or the nearest superview's that has one,
    /// or left to right.
    ///
    /// A constraint on a leading or trailing edge follows the direction of
    /// its first view; every horizontal position in it is then mirrored, so
    /// `a.leading == b.leading + 8` keeps `a` 8 points on `b`'s trailing
    /// side in either direction.
    ///
    /// - Complexity: O(*d*), where *d* is the view's depth.
    public var effectiveLayoutDirection: LayoutDirection {
        var view: HeadlessView? = self
        while let current = view {
            if let direction = current.layoutDirection { return direction }
            view = current.superview
        }
        return .leftToRight
    }
}
