import CellModels

extension Reactive where Base == HeadlessSwitch {
    /// Whether the switch is on; its edits are the user flipping it.
    @MainActor public var isOn: BindableProperty<HeadlessSwitch, Bool> { BindableProperty(base, \.isOn) }
    /// Whether the switch takes input.
    @MainActor public var isEnabled: BindableProperty<HeadlessSwitch, Bool> { BindableProperty(base, \.isEnabled) }
}

extension HeadlessSwitch: DefaultBindable {
    /// `\.isOn`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessSwitch, Bool> { \.isOn }
}
