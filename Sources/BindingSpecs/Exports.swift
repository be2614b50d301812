// The modules whose types BindingSpecs' API hands out, so that
// `import BindingSpecs` is enough to use them: the views a spec binds
// (HeadlessViews) and the state it binds them to (CellModels).
@_exported public import CellModels
@_exported public import HeadlessViews
