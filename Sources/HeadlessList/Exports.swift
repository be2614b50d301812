// The modules whose types HeadlessList's API hands out, so that
// `import HeadlessList` is enough to use them: `Plan`, `ItemPath` and
// `Section` (ListDiff), cell models and bindings (CellModels), and views,
// geometry and constraint layout (HeadlessViews, with its ConstraintSolver).
@_exported public import CellModels
@_exported public import HeadlessViews
@_exported public import ListDiff
