@_spi(ListEngine) import ListDiff

/// An error from a headless table or collection: a batch update that breaks
/// one of UIKit's consistency rules, or a misconfigured cell.
///
/// The message says what was wrong in UIKit's own words, with index paths
/// written `[section, item]`:
///
/// ```
/// Invalid update: invalid number of rows in section 0. The number of rows
/// contained in an existing section after the update (5) must be equal to the
/// number of rows contained in that section before the update (4), plus or
/// minus the number of rows inserted or deleted from that section (0 inserted,
/// 0 deleted) and plus or minus the number of rows moved into or out of that
/// section (0 moved in, 0 moved out).
/// ```
///
/// A batch update that throws leaves the table or collection exactly as it
/// was: the update is checked completely before anything changes.
public struct HeadlessListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule that was broken.
    public enum Kind: Hashable, Sendable {
        /// The number of sections after the update does not add up:
        /// before − deleted + inserted must equal what the data holds.
        case invalidNumberOfSections
        /// The number of rows or items in a section after the update does not
        /// add up: before − deleted + inserted − moved out + moved in must
        /// equal what the data holds.
        case invalidNumberOfItems
        /// A section or index path outside its index space (before the update
        /// for deletes, reloads and move sources; after it for inserts and
        /// move destinations).
        case indexOutOfRange
        /// The same section or index path twice in one list of operations.
        case repeatedIndex
        /// One section or item in two of delete, reload, reconfigure and move;
        /// or one after-position the target of two inserts or moves.
        case conflictingOperations
        /// An item operation inside a section that the same update deletes,
        /// inserts, moves or reloads.
        case itemOperationInChangedSection
        /// An identifier that does not match the section or item at the
        /// position an operation names, or a result that does not match the
        /// data handed to the update.
        case identifierMismatch
        /// An insert of an identifier that is already in the list.
        case duplicateInsert
        /// A dequeue for a reuse identifier that nothing is registered for.
        case unregisteredReuseIdentifier
        /// A factory that made a view with another reuse identifier than the
        /// one it was registered for.
        case reuseIdentifierMismatch
        /// A model whose cell or view type is not the type of the view made
        /// for its reuse identifier, so it cannot configure it.
        case cellTypeMismatch
        /// A batch update started while the list is applying another (from
        /// an event handler or a cell's `configure`).
        case updateInProgress
        /// A plan handed to ``HeadlessListView/performBatchUpdates(_:sections:)-(Plan<SectionID,ItemID>,_)``
        /// that does not lead from the list's sections to the new ones; the
        /// message is the ``PlanError``'s.
        case invalidPlan
        /// A cell whose layout behaviour is custom but that gave no strategy
        /// for a phase.
        case unansweredCustomLayout
        /// A cell whose ``HeadlessReusableView/layoutChild(_:)`` laid its
        /// content out with required constraints that conflict, or misused
        /// the layout DSL; the message is the `LayoutError`'s.
        case cellLayout
    }

    /// The rule that was broken.
    public var kind: Kind
    /// What was wrong, in UIKit's words.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension HeadlessListError {
    /// The error for a batch update that breaks a rule: the violation in
    /// UIKit's words for this kind of list.
    init(_ violation: BatchViolation, words: BatchWords) {
        self.init(Kind(violation), violation.uikitMessage(words))
    }
}

extension HeadlessListError.Kind {
    /// The kind of rule a violation breaks, as UIKit groups them.
    init(_ violation: BatchViolation) {
        switch violation {
        case .sectionCountMismatch: self = .invalidNumberOfSections
        case .itemCountMismatch: self = .invalidNumberOfItems
        case .unsortedList: self = .repeatedIndex
        case .sectionClaimedTwice(let first, let then, _), .itemClaimedTwice(let first, let then, _):
            self = first == then ? .repeatedIndex : .conflictingOperations
        case .sectionDestinationTaken(let first, let then, _):
            self = first == .insert && then == .insert ? .repeatedIndex : .conflictingOperations
        case .itemDestinationTaken(let first, let then, _):
            self = first == then ? .repeatedIndex : .conflictingOperations
        case .sectionOutOfRange, .sectionDestinationOutOfRange, .itemSectionOutOfRange, .itemOutOfRange,
            .itemDestinationSectionOutOfRange, .negativeItemDestination, .itemDestinationOutOfRange:
            self = .indexOutOfRange
        case .itemInChangedSection, .itemDestinationInChangedSection: self = .itemOperationInChangedSection
        case .sectionMismatch, .itemMismatch, .resultSectionMismatch, .resultItemMismatch: self = .identifierMismatch
        case .duplicateSectionInsert, .duplicateItemInsert: self = .duplicateInsert
        }
    }
}

extension HeadlessListError {
    /// Checks that `section` is one of the `count` sections of a list, for a
    /// query or action that takes it; the message begins with `request`, the
    /// call asked (`"frameForHeader(inSection:)"`).
    ///
    /// - Throws: ``Kind/indexOutOfRange`` when it is not.
    static func checkSection(
        _ section: Int, of count: Int, words: BatchWords, request: String
    ) throws(HeadlessListError) {
        guard section >= 0 && section < count else {
            throw HeadlessListError(
                .indexOutOfRange,
                "\(request): section \(section) is out of range (the \(words.view) has \(count.counting("section", "sections")))"
            )
        }
    }

    /// Checks that `path` names an item of a list of `sectionCount` sections
    /// whose section *s* holds `itemCount(s)` items; the message begins with
    /// `request`, the call asked (`"frameForItem(at:)"`).
    ///
    /// - Throws: ``Kind/indexOutOfRange`` when it does not.
    static func checkPath(
        _ path: ItemPath, sectionCount: Int, itemCount: (Int) -> Int, words: BatchWords, request: String
    ) throws(HeadlessListError) {
        guard path.section >= 0 && path.section < sectionCount else {
            throw HeadlessListError(
                .indexOutOfRange,
                "\(request): index path \(path) is out of range (the \(words.view) has \(sectionCount.counting("section", "sections")))"
            )
        }
        let count = itemCount(path.section)
        guard path.item >= 0 && path.item < count else {
            throw HeadlessListError(
                .indexOutOfRange,
                "\(request): index path \(path) is out of range (section \(path.section) has \(count.counting(words.item, words.items)))"
            )
        }
    }
}

extension Int {
    /// The count and the noun, singular for one: "1 row", "3 rows".
    fileprivate func counting(_ one: String, _ many: String) -> String { "\(self) \(self == 1 ? one : many)" }
}
