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
