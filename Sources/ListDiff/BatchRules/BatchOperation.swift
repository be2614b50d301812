/// One kind of operation in a batch update, named as UIKit names them.
package enum BatchOperation: UInt8, Hashable, Sendable {
    case delete, insert, move, reload, reconfigure

    /// `delete`, `insert`, ...: the verb UIKit's messages use.
    package var verb: String {
        switch self {
        case .delete: "delete"
        case .insert: "insert"
        case .move: "move"
        case .reload: "reload"
        case .reconfigure: "reconfigure"
        }
    }

    /// `deleted`, `inserted`, ...
    package var participle: String {
        switch self {
        case .delete: "deleted"
        case .insert: "inserted"
        case .move: "moved"
        case .reload: "reloaded"
        case .reconfigure: "reconfigured"
        }
    }

    /// `deletes`, `inserts`, ...: the third person, as in "this stage deletes".
    package var thirdPerson: String { verb + "s" }
}
