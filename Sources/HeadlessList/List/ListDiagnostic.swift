import CellModels
@_spi(ListEngine) import ListDiff

/// Something a headless list noticed about its data that is not an error,
/// reported through ``HeadlessListView/diagnostics``.
public enum ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Item identifiers that occur more than once in a snapshot. The list
    /// tolerates them as ListDiff does (the *k*-th occurrence before pairs
    /// with the *k*-th after); each identifier is reported once, the first
    /// time a snapshot repeats it.
    case duplicateItemIdentifiers([AnyID])
    /// Section identifiers that occur more than once in a snapshot; reported
    /// like item identifiers.
    case duplicateSectionIdentifiers([AnyID])
    /// A plan that broke a batch-update rule (a ListDiff bug): the list
    /// applied a full reload instead. The payload is the rule broken.
    case invalidPlan(String)
    /// Sections set through ``HeadlessListView/sections`` or
    /// ``HeadlessListView/cells`` that the list cannot show (the error
    /// ``HeadlessListView/setSections(_:)`` would throw): the list kept its
    /// sections.
    case rejectedSnapshot(HeadlessListError)
    /// A cell or header or footer view whose layout pass failed while the
    /// list laid it out (its custom layout behaviour gave no answer for the
    /// phase, or its ``HeadlessReusableView/layoutChild(_:)`` misused the
    /// layout DSL or made required constraints that conflict): the view
    /// kept its layout from before the pass.
    case viewLayoutFailed(HeadlessListError)

    /// The diagnostic as one line.
    public var description: String {
        switch self {
        case .invalidPlan(let message):
            "invalid plan, reloaded instead: \(message)"
        case .rejectedSnapshot(let error):
            "sections not set: \(error.message)"
        case .viewLayoutFailed(let error):
            "layout pass failed: \(error.message)"
        case .duplicateItemIdentifiers(let ids):
            "duplicate item identifiers: \(ids.map(describeIdentifier).joined(separator: ", "))"
        case .duplicateSectionIdentifiers(let ids):
            "duplicate section identifiers: \(ids.map(describeIdentifier).joined(separator: ", "))"
        }
    }
}
