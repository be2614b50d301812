import CellModels

extension Reactive where Base == HeadlessStepper {
    /// The value; its edits are the user stepping.
    @MainActor public var value: BindableProperty<HeadlessStepper, Double> { BindableProperty(base, \.value) }
    /// Whether the stepper takes input.
    @MainActor public var isEnabled: BindableProperty<HeadlessStepper, Bool> { BindableProperty(base, \.isEnabled) }
}

extension HeadlessStepper: DefaultBindable {
    /// `\.value`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessStepper, Double> { \.value }
}
