// The modules whose types HeadlessViews' API hands out, so that
// `import HeadlessViews` is enough to use them: the solver's constraints and
// priorities (ConstraintSolver), and the state and bindings a view's
// reactive members take (CellModels).
@_exported public import CellModels
@_exported public import ConstraintSolver
