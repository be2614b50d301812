/// A headless label: text that a binding writes and a test reads.
@MainActor
public final class HeadlessLabel: HeadlessView {
    /// The text shown; empty for none.
    public var text: String

    /// Whether the label looks enabled. Several one-way bindings to a `Bool`
    /// property combine with AND (see CellModels).
    public var isEnabled = true

    /// The number of lines the label may use; 0 for no limit.
    public var numberOfLines = 1

    /// Creates a label.
    public init(identifier: String? = nil, text: String = "") {
        self.text = text
        super.init(identifier: identifier)
    }
}
