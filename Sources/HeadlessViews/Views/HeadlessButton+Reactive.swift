import CellModels

extension Reactive where Base == HeadlessButton {
    /// The title.
    @MainActor public var title: BindableProperty<HeadlessButton, String> { BindableProperty(base, \.title) }
    /// Whether the button shows as selected; a toggling button reports taps as edits of it.
    @MainActor public var isSelected: BindableProperty<HeadlessButton, Bool> { BindableProperty(base, \.isSelected) }
    /// Whether the button takes taps.
    @MainActor public var isEnabled: BindableProperty<HeadlessButton, Bool> { BindableProperty(base, \.isEnabled) }

    /// The user tapped the button.
    @MainActor public var tapped: EventSource<Void> { base.reactive.events(.primaryActionTriggered) }
}

extension HeadlessButton: DefaultBindable {
    /// `\.title`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessButton, String> { \.title }
}
