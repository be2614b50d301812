/// A headless label: text that a binding writes and a test reads.
///
/// Its intrinsic size is its text measured in its ``font`` (see
/// ``HeadlessFont`` for the model): one line per paragraph when
/// ``numberOfLines`` is 1, and otherwise wrapped at the width the layout
/// gives it, so a multi-line label grows taller when narrower.
@MainActor
public final class HeadlessLabel: HeadlessView {
    /// The text shown; empty for none.
    @exclusivity(unchecked) public var text: String {
        didSet { if text != oldValue { textChanged() } }
    }

    /// The font the text is measured in.
    @exclusivity(unchecked) public var font = HeadlessFont.body {
        didSet { if font != oldValue { textChanged() } }
    }

    /// Whether the label looks enabled. Several one-way bindings to a `Bool`
    /// property combine with AND (see CellModels).
    public var isEnabled = true

    /// The number of lines the label may use; 0 for no limit, as is a
    /// negative number.
    @exclusivity(unchecked) public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textChanged() } }
    }

    /// The last sizes measured, kept until the text, font or number of
    /// lines changes: a layout asks for the same ones several times.
    @exclusivity(unchecked) private var measuredSize: Size?
    @exclusivity(unchecked) private var measuredHeight: (width: Double, height: Double)?

    /// Forgets the sizes measured and tells the layout.
    private func textChanged() {
        measuredSize = nil
        measuredHeight = nil
        invalidateIntrinsicContentSize()
    }

    /// The text's size on one line per paragraph, cut to ``numberOfLines``.
    ///
    /// - Complexity: O(*n*) for *n* characters, then O(1) until the text
    ///   changes.
    public override var intrinsicContentSize: Size {
        if let measuredSize { return measuredSize }
        let size = font.size(of: text, maximumLines: numberOfLines)
        measuredSize = size
        return size
    }

    /// Whether the label wraps: ``numberOfLines`` is not 1.
    public override var intrinsicHeightDependsOnWidth: Bool { numberOfLines != 1 }

    /// The height of the text wrapped at `width`, cut to ``numberOfLines``.
    ///
    /// - Complexity: O(*n*) for *n* characters, then O(1) for the same
    ///   width until the text changes.
    public override func intrinsicHeight(forWidth width: Double) -> Double {
        if let measuredHeight, measuredHeight.width == width { return measuredHeight.height }
        let height = font.size(of: text, wrappingAt: numberOfLines == 1 ? nil : width, maximumLines: numberOfLines)
            .height
        measuredHeight = (width, height)
        return height
    }

    /// The sizes measured so far, with the text, font and number of lines
    /// they were measured for, for a label showing the same text to take
    /// instead of measuring (``adoptMeasurements(_:)``); `nil` when none. A
    /// ``SolvedLayout`` keeps them with the sizes they gave.
    func keptMeasurements() -> Measurements? {
        guard let measuredSize else { return nil }
        return Measurements(
            text: text, font: font, numberOfLines: numberOfLines, size: measuredSize, height: measuredHeight)
    }

    /// Takes `kept` as this label's measurements when it was measured for
    /// the same text, font and number of lines (measuring is a function of
    /// those and the width alone).
    ///
    /// - Complexity: O(1) when the texts share their storage (a model's
    ///   text shown again), otherwise O(*n*) to compare them.
    @discardableResult
    func adoptMeasurements(_ kept: Measurements) -> Bool {
        guard kept.numberOfLines == numberOfLines, kept.font == font,
            kept.text == text
        else { return false }
        (measuredSize, measuredHeight) = (kept.size, kept.height)
        return true
    }

    /// The sizes a label measured, with what it measured them for: a value,
    /// kept inline in a ``SolvedLayout``'s array (no object each).
    struct Measurements {
        let text: String
        let font: HeadlessFont
        let numberOfLines: Int
        let size: Size
        let height: (width: Double, height: Double)?
    }

    /// Creates a label.
    public init(identifier: String? = nil, text: String = "") {
        self.text = text
        super.init(identifier: identifier)
    }
}
