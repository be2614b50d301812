import CellModels

extension Reactive where Base == HeadlessLabel {
    /// The text shown.
    @MainActor public var text: BindableProperty<HeadlessLabel, String> { BindableProperty(base, \.text) }
    /// Whether the label looks enabled.
    @MainActor public var isEnabled: BindableProperty<HeadlessLabel, Bool> { BindableProperty(base, \.isEnabled) }
    /// The number of lines the label may use.
    @MainActor public var numberOfLines: BindableProperty<HeadlessLabel, Int> {
        BindableProperty(base, \.numberOfLines)
    }
}

extension HeadlessLabel: DefaultBindable {
    /// `\.text`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessLabel, String> { \.text }
}

extension HeadlessLabel: DirectPropertyWriting {
    /// A setter for ``text``, which bindings write on every cell a list
    /// shows: through its key path, the write costs about twice as much.
    ///
    /// - Complexity: O(1).
    public static func propertyWriter<Value>(
        for keyPath: ReferenceWritableKeyPath<HeadlessLabel, Value>
    ) -> ((HeadlessLabel, Value) -> Void)? {
        guard keyPath == \HeadlessLabel.text else { return nil }
        return { (label: HeadlessLabel, text: String) in label.text = text } as? (HeadlessLabel, Value) -> Void
    }
}
