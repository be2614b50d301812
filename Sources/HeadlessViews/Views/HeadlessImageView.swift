/// A headless image view: the name of the image it would show.
@MainActor
public final class HeadlessImageView: HeadlessView {
    /// The name of the image shown, or `nil` for none.
    public var imageName: String?

    /// Whether the view shows its highlighted image.
    public var isHighlighted = false

    /// The size of the image shown, or `nil` for none: the view's intrinsic
    /// size. (Unchecked exclusivity, as a label's text: every layout pass
    /// reads it, and a read never overlaps its setter.)
    @exclusivity(unchecked) public var imageSize: Size? {
        didSet { if imageSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image's size; none without an image.
    public override var intrinsicContentSize: Size {
        imageSize ?? Size(width: HeadlessView.noIntrinsicMetric, height: HeadlessView.noIntrinsicMetric)
    }

    /// Creates an image view.
    public init(identifier: String? = nil, imageName: String? = nil) {
        self.imageName = imageName
        super.init(identifier: identifier)
    }
}
