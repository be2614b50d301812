/// A headless label: text that a binding writes and a test reads.
///
/// Its intrinsic size is its text measured in its ``font`` (see
/// ``HeadlessFont`` for the model): one line per paragraph when
/// ``numberOfLines`` is 1, and otherwise wrapped at the width the layout
/// gives it, so a multi-line label grows taller when narrower.
@MainActor
public final class HeadlessLabel: HeadlessView {
    /// The text shown; empty for none.
    public var text: String {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font the text is measured in.
    public var font = HeadlessFont.body {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Whether the label looks enabled. Several one-way bindings to a `Bool`
    /// property combine with AND (see CellModels).
    public var isEnabled = true

    /// The number of lines the label may use; 0 for no limit.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text's size on one line per paragraph, cut to ``numberOfLines``.
    public override var intrinsicContentSize: Size {
        font.size(of: text, maximumLines: numberOfLines)
    }

    /// Whether the label wraps: ``numberOfLines`` is not 1.
    public override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 }

    /// The height of the text wrapped at `width`, cut to ``numberOfLines``.
    public override func intrinsicHeight(forWidth width: Double) -> Double {
        font.size(of: text, wrappingAt: numberOfLines == 1 ? nil : width, maximumLines: numberOfLines).height
    }

    /// Creates a label.
    public init(identifier: String? = nil, text: String = "") {
        self.text = text
        super.init(identifier: identifier)
    }
}
