import HeadlessViews

/// A view of text that wraps in the body font (its intrinsic height at a
/// width is the font model's) and, once armed, runs `meddle` from inside its
/// next measurement, as a custom view's `intrinsicHeight(forWidth:)` may run
/// any code.
@MainActor
public final class ReentrantTextView: HeadlessView {
    /// The text; setting it invalidates the intrinsic size.
    public var text: String {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// What the next measurement runs, once (cleared before it runs).
    public var meddle: (() -> Void)?

    /// A view of `text`.
    public init(identifier: String? = nil, text: String) {
        self.text = text
        super.init(identifier: identifier)
    }

    public override var intrinsicContentSize: Size { HeadlessFont.body.size(of: text) }
    public override var intrinsicHeightDependsOnWidth: Bool { true }

    public override func intrinsicHeight(forWidth width: Double) -> Double {
        if let meddle {
            self.meddle = nil
            meddle()
        }
        return HeadlessFont.body.size(of: text, wrappingAt: width).height
    }
}
