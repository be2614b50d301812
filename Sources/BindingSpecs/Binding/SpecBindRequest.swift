import CellModels

/// Binds a source to a view property, inside the source's generic context.
@MainActor
protocol SpecBindRequest {
    /// Binds `source`, whose value type the target accepts.
    func bind<Source: BindingSource>(_ source: Source, owner: BindingOwner)
    /// Binds a read-only source one way to the view's property.
    func bindReadOnly<Root, Value>(_ source: ReadOnlyStatePath<Root, Value>, owner: BindingOwner)
}
