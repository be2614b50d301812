import CellModels

extension HeadlessView: ReactiveExtended {}

extension Reactive where Base: HeadlessView {
    /// Whether the view is hidden.
    @MainActor public var isHidden: BindableProperty<Base, Bool> { BindableProperty(base, \.isHidden) }
}
