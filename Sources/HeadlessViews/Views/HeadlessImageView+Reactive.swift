import CellModels

extension Reactive where Base == HeadlessImageView {
    /// The name of the image shown.
    @MainActor public var imageName: BindableProperty<HeadlessImageView, String?> {
        BindableProperty(base, \.imageName)
    }
    /// Whether the view shows its highlighted image.
    @MainActor public var isHighlighted: BindableProperty<HeadlessImageView, Bool> {
        BindableProperty(base, \.isHighlighted)
    }
}

extension HeadlessImageView: DefaultBindable {
    /// `\.imageName`: `view <- \Model.part` binds it.
    public static var defaultKeyPath: ReferenceWritableKeyPath<HeadlessImageView, String?> { \.imageName }
}
