extension BatchViolation {
    /// The violation in UIKit's words, as a headless table (`words` of
    /// ``BatchWords/table``) or collection reports it: index paths are
    /// written `[section, item]`.
    package func uikitMessage(_ words: BatchWords) -> String {
        func arrival(_ operation: BatchOperation, _ from: ItemPath?, _ to: ItemPath) -> String {
            from.map { "attempt to move index path \($0) to index path \(to)" }
                ?? "attempt to \(operation.verb) \(words.item) \(to.item) into section \(to.section)"
        }
        switch self {
        case .unsortedList(let list, let earlier, let later):
            return earlier == later
                ? "attempt to list \(later) twice in the \(list.name)"
                : "the \(list.name) are not sorted: \(later) comes after \(earlier)"
        case .sectionOutOfRange(let operation, let at, let count):
            return "attempt to \(operation.verb) section \(at), but there are only \(count) sections before the update"
        case .sectionMismatch(let operation, let at, let id, let found):
            return "attempt to \(operation.verb) section \(at) (\(id)), but the section there is \(found)"
        case .sectionClaimedTwice(let first, let then, let at):
            return first == then
                ? "attempt to \(then.verb) section \(at) twice"
                : "attempt to \(first.verb) and \(then.verb) the same section (\(at))"
        case .sectionCountMismatch(let after, let before, let inserted, let deleted):
            return
                "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) after the update (\(after)) must be equal to the number of sections contained in the \(words.view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .itemCountMismatch(
            let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            return
                "Invalid update: invalid number of \(words.items) in section \(section). The number of \(words.items) contained in an existing section after the update (\(after)) must be equal to the number of \(words.items) contained in that section before the update (\(before)), plus or minus the number of \(words.items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(words.items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .sectionDestinationOutOfRange(let operation, let from, let to, let count):
            return from.map {
                "attempt to move section \($0) to section \(to), but there are only \(count) sections after the update"
            } ?? "attempt to \(operation.verb) section \(to) but there are only \(count) sections after the update"
        case .sectionDestinationTaken(let first, let then, let to):
            if first == .insert && then == .insert { return "attempt to insert section \(to) twice" }
            return first == .insert
                ? "attempt to insert and move to the same section (\(to))"
                : "attempt to move two sections to the same section (\(to))"
        case .itemSectionOutOfRange(let operation, let at, let count):
            return
                "attempt to \(operation.verb) \(words.item) \(at.item) from section \(at.section), but there are only \(count) sections before the update"
        case .itemInChangedSection(let operation, let at, _, let change):
            return
                "attempt to \(operation.verb) \(words.item) \(at.item) from section \(at.section), which is being \(change.participle) in the same update"
        case .itemOutOfRange(let operation, let at, let count):
            return
                "attempt to \(operation.verb) \(words.item) \(at.item) from section \(at.section) which only contains \(count) \(words.items) before the update"
        case .itemMismatch(let operation, let at, let id, let found):
            return
                "attempt to \(operation.verb) \(words.item) \(at.item) from section \(at.section) (\(id)), but the \(words.item) there is \(found)"
        case .itemClaimedTwice(let first, let then, let at):
            if first == then { return "attempt to \(then.verb) the same index path twice (\(at))" }
            if then == .move { return "attempt to perform a \(first.verb) and a move from the same index path (\(at))" }
            return "attempt to \(first.verb) and \(then.verb) the same index path (\(at))"
        case .itemDestinationSectionOutOfRange(let operation, let from, let to, let count):
            return "\(arrival(operation, from, to)), but there are only \(count) sections after the update"
        case .itemDestinationInChangedSection(let operation, let from, let to, _, let change):
            let being = change == .insert ? "inserted" : "moved or reloaded"
            return "\(arrival(operation, from, to)), but section \(to.section) is being \(being) in the same update"
        case .negativeItemDestination(let operation, let from, let to):
            return "\(arrival(operation, from, to)), but \(words.item) \(to.item) is not a valid index"
        case .itemDestinationOutOfRange(let operation, let from, let to, let count):
            return
                "\(arrival(operation, from, to)), but there are only \(count) \(words.items) in section \(to.section) after the update"
        case .itemDestinationTaken(let first, let then, let to):
            if first != then { return "attempt to perform an insert and a move to the same index path (\(to))" }
            return then == .move
                ? "attempt to move two \(words.items) to the same index path (\(to))"
                : "attempt to insert the same index path twice (\(to))"
        case .duplicateSectionInsert(let at, let id):
            return "attempt to insert section \(at) (\(id)), but \(id) is already in the \(words.view)"
        case .duplicateItemInsert(let section, let item, let id):
            return
                "attempt to insert \(words.item) \(item) into section \(section) (\(id)), but \(id) is already in the \(words.view)"
        case .resultSectionMismatch(let at, let found, let expected):
            return
                "Invalid update: section \(at) after the update would be \(found), but the data has \(expected) there"
        case .resultItemMismatch(let at, let found, let expected):
            return
                "Invalid update: \(words.item) \(at) after the update would be \(found), but the data has \(expected) there"
        }
    }
}
