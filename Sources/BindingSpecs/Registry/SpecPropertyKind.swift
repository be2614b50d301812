import CellModels

/// What a ``SpecProperty`` is, with its owner type erased.
enum SpecPropertyKind {
    case source(SpecSource)
    case target(SpecTarget)
    case outlet(SpecOutlet)
}
