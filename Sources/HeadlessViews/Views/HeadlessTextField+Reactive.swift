import CellModels

extension Reactive where Base == HeadlessTextField {
    /// The text; two-way bindings follow what the user types.
    @MainActor public var text: BindableProperty<HeadlessTextField, String> { BindableProperty(base, \.text) }
    /// The text shown when the field is empty.
    @MainActor public var placeholder: BindableProperty<HeadlessTextField, String> {
        BindableProperty(base, \.placeholder)
    }
    /// Whether the field accepts input.
    @MainActor public var isEnabled: BindableProperty<HeadlessTextField, Bool> { BindableProperty(base, \.isEnabled) }

    /// The user's edits of the text: each sends the new text.
    @MainActor public var edited: EventSource<String> { EventSource.edits(of: base, \.text) }

    /// The user pressed return.
    @MainActor public var returnPressed: EventSource<Void> { base.reactive.events(.primaryActionTriggered) }
}

extension HeadlessTextField: DefaultBindable {
    /// `\.text`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessTextField, String> { \.text }
}
