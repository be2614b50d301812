// The modules whose types HeadlessList's API hands out, so that
// `import HeadlessList` is enough to use them: `Plan`, `ItemPath` and
// `Section` (ListDiff), cell models and bindings (CellModels), and the
// solver's constraints and priorities (ConstraintSolver).
@_exported public import CellModels
@_exported public import ConstraintSolver
@_exported public import ListDiff
