// The module whose types CellModels' API hands out, so that
// `import CellModels` is enough to diff sections of cell models: `Plan`,
// `Changeset`, `Diffable` and `ItemPath` (ListDiff).
@_exported public import ListDiff
