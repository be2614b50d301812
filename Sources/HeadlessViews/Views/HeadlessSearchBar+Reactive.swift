import CellModels

extension Reactive where Base == HeadlessSearchBar {
    /// The search text.
    @MainActor public var text: BindableProperty<HeadlessSearchBar, String> { BindableProperty(base, \.text) }
    /// The text shown when the bar is empty.
    @MainActor public var placeholder: BindableProperty<HeadlessSearchBar, String> {
        BindableProperty(base, \.placeholder)
    }
    /// Whether the bar accepts input.
    @MainActor public var isEnabled: BindableProperty<HeadlessSearchBar, Bool> { BindableProperty(base, \.isEnabled) }

    /// The user's edits of the text: each sends the new text.
    @MainActor public var edited: EventSource<String> { EventSource.edits(of: base, \.text) }

    /// The user pressed the search button.
    @MainActor public var searchTapped: EventSource<Void> { base.reactive.events(.primaryActionTriggered) }
}

extension HeadlessSearchBar: DefaultBindable {
    /// `\.text`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessSearchBar, String> { \.text }
}
