/// One list of operations in a stage, for the exchange format's rule that
/// every list is sorted by position.
package enum BatchList: UInt8, Hashable, Sendable {
    case sectionDeletes, sectionReloads, sectionMoves, sectionInserts
    case itemDeletes, itemReloads, itemMoves, itemInserts

    /// `section deletes`, `item moves`, ...
    package var name: String {
        switch self {
        case .sectionDeletes: "section deletes"
        case .sectionReloads: "section reloads"
        case .sectionMoves: "section moves"
        case .sectionInserts: "section inserts"
        case .itemDeletes: "item deletes"
        case .itemReloads: "item reloads"
        case .itemMoves: "item moves"
        case .itemInserts: "item inserts"
        }
    }
}
