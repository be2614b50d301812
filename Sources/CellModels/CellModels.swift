// CellModels: cell view models, sections, observable state and data binding.
