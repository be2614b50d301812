extension BatchViolation {
    /// The violation in the exchange format's words, as ``PlanError`` and
    /// `listdiff check` show it.
    package var specMessage: String {
        func arrival(_ operation: BatchOperation) -> String { "item \(operation.verb)" }
        switch self {
        case .unsortedList(let list, let earlier, let later):
            return earlier == later
                ? "\(list.name) list \(later) twice" : "\(list.name) are not sorted: \(later) comes after \(earlier)"
        case .sectionOutOfRange(let operation, let at, let count):
            return "section \(operation.verb) at \(at) is out of range (\(count) sections before the stage)"
        case .sectionMismatch(let operation, let at, let id, let found):
            return "section \(operation.verb) at \(at): id \(id) does not match \(found) found there"
        case .sectionClaimedTwice(let first, let then, let at):
            return "section \(then.verb) at \(at): the section is already \(first.participle) by this stage"
        case .sectionCountMismatch(let after, let before, let inserted, let deleted):
            return
                "\(after) sections after the stage, but \(before) before it with \(inserted) inserted and \(deleted) deleted"
        case .itemCountMismatch(
            let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            return
                "section \(section) holds \(after) items after the stage, but \(before) before it with \(inserted) inserted, \(deleted) deleted, \(movedIn) moved in and \(movedOut) moved out"
        case .sectionDestinationOutOfRange(let operation, _, let to, let count):
            return "section \(operation.verb) to \(to) is out of range (\(count) sections after the stage)"
        case .sectionDestinationTaken(_, let then, let to):
            return "section \(then.verb) to \(to): section \(to) is already the target of another insert or move"
        case .itemSectionOutOfRange(let operation, let at, let count):
            return
                "item \(operation.verb) at \(at): section \(at.section) is out of range (\(count) sections before the stage)"
        case .itemInChangedSection(let operation, let at, let section, let change):
            return "item \(operation.verb) at \(at) is in section \(section), which this stage \(change.thirdPerson)"
        case .itemOutOfRange(let operation, let at, let count):
            return
                "item \(operation.verb) at \(at) is out of range (section \(at.section) holds \(count) items before the stage)"
        case .itemMismatch(let operation, let at, let id, let found):
            return "item \(operation.verb) at \(at): id \(id) does not match \(found) found there"
        case .itemClaimedTwice(let first, let then, let at):
            return "item \(then.verb) at \(at): the item is already \(first.participle) by this stage"
        case .itemDestinationSectionOutOfRange(let operation, _, let to, let count):
            return
                "\(arrival(operation)) to \(to): section \(to.section) is out of range (\(count) sections after the stage)"
        case .itemDestinationInChangedSection(let operation, _, let to, let section, let change):
            let changes = change == .insert ? "inserts" : "moves or reloads"
            return "\(arrival(operation)) to \(to) is in section \(section), which this stage \(changes)"
        case .negativeItemDestination(let operation, _, let to):
            return "\(arrival(operation)) to \(to) is out of range (a negative index)"
        case .itemDestinationOutOfRange(let operation, _, let to, let count):
            return
                "\(arrival(operation)) to \(to) is out of range (section \(to.section) holds \(count) items after the stage)"
        case .itemDestinationTaken(_, _, let to):
            return "two items inserted or moved to \(to)"
        case .duplicateSectionInsert(_, let id):
            return "section insert of \(id), which is already in the snapshot"
        case .duplicateItemInsert(_, _, let id):
            return "item insert of \(id), which is already in the snapshot"
        case .resultSectionMismatch(let at, let found, let expected):
            return "section \(at) after the stage is \(found), expected \(expected)"
        case .resultItemMismatch(let at, let found, let expected):
            return "item \(at) after the stage is \(found), expected \(expected)"
        }
    }
}
