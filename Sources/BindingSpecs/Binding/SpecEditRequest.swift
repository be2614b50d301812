import CellModels

/// Binds both ways, with a view property the user edits.
struct SpecEditRequest<View: ViewEditReporting, Value>: SpecBindRequest {
    let view: View
    let keyPath: ReferenceWritableKeyPath<View, Value>

    func bind<Source: BindingSource>(_ source: Source, owner: BindingOwner) {
        source.bindTwoWay(
            with: view, keyPath, transformer: SpecConversion.transformer(Source.Value.self, Value.self), owner: owner)
    }

    func bindReadOnly<Root, Source>(_ source: ReadOnlyStatePath<Root, Source>, owner: BindingOwner) {
        let forward = SpecConversion.transformer(Source.self, Value.self).forward
        source.bind(to: view, keyPath, owner: owner, format: forward)
    }
}
