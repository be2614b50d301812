/// A headless image view: the name of the image it would show.
@MainActor
public final class HeadlessImageView: HeadlessView {
    /// The name of the image shown, or `nil` for none.
    public var imageName: String?

    /// Whether the view shows its highlighted image.
    public var isHighlighted = false

    /// Creates an image view.
    public init(identifier: String? = nil, imageName: String? = nil) {
        self.imageName = imageName
        super.init(identifier: identifier)
    }
}
