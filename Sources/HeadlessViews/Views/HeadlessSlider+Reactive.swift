import CellModels

extension Reactive where Base == HeadlessSlider {
    /// The value; its edits are the user sliding.
    @MainActor public var value: BindableProperty<HeadlessSlider, Double> { BindableProperty(base, \.value) }
    /// Whether the slider takes input.
    @MainActor public var isEnabled: BindableProperty<HeadlessSlider, Bool> { BindableProperty(base, \.isEnabled) }
}

extension HeadlessSlider: DefaultBindable {
    /// `\.value`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessSlider, Double> { \.value }
}
