import CellModels

/// Binds one way, to a view property.
struct SpecWriteRequest<View: AnyObject, Value>: SpecBindRequest {
    let view: View
    let keyPath: ReferenceWritableKeyPath<View, Value>

    func bind<Source: BindingSource>(_ source: Source, owner: BindingOwner) {
        source.bind(
            to: view, keyPath, transformer: SpecConversion.transformer(Source.Value.self, Value.self), owner: owner)
    }

    func bindReadOnly<Root, Source>(_ source: ReadOnlyStatePath<Root, Source>, owner: BindingOwner) {
        let forward = SpecConversion.transformer(Source.self, Value.self).forward
        source.bind(to: view, keyPath, owner: owner, format: forward)
    }
}
