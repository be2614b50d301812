import ConstraintSolver
import HeadlessViews

/// The views of the feed item's parts, made as the reference makes them.
@MainActor
enum FeedItemParts {
    /// A one-line label in the body font.
    static func label(_ identifier: String, text: String = "") -> HeadlessLabel {
        HeadlessLabel(identifier: identifier, text: text)
    }

    /// An image view showing an image of `size`.
    static func image(_ identifier: String, named name: String, size: Size) -> HeadlessImageView {
        let image = HeadlessImageView(identifier: identifier, imageName: name)
        image.imageSize = size
        return image
    }

    /// Makes `view` keep its intrinsic width: hugging and compression
    /// resistance across at their highest (UIKit's `.required`, which
    /// content priorities here bring to 999).
    static func keepsWidth<View: HeadlessView>(_ view: View) -> View {
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        return view
    }
}
