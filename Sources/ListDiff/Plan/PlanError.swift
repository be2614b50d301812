/// Why a plan or changeset could not be applied: the first rule of the
/// exchange format (UIKit's batch-update rules) that it breaks.
///
/// ```
/// stage 2: item delete at [0, 3]: id "pear" does not match "fig" found there
/// ```
public struct PlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of rule broken.
    public enum Kind: Hashable, Sendable {
        /// An index outside its index space.
        case indexOutOfRange
        /// A list not sorted by position, or a position listed twice.
        case unsortedOrRepeated
        /// The same section or item in two of delete, reload and move, or the
        /// same after-position targeted twice.
        case conflictingOperations
        /// An item operation inside a section that the same stage deletes,
        /// inserts, moves or reloads.
        case itemOperationInChangedSection
        /// An identifier that does not match what is at the position.
        case identifierMismatch
        /// An inserted identifier that is already in the snapshot.
        case duplicateInsert
        /// The result of the last stage differs from the target snapshot.
        case resultMismatch
    }

    /// The kind of rule broken.
    public var kind: Kind
    /// The stage, counted from 1; for ``Kind/resultMismatch``, the number of
    /// stages.
    public var stage: Int
    /// What is wrong, quoting positions and identifiers.
    public var message: String
    /// The rule a stage broke, as the rules engine found it; `nil` for a
    /// result mismatch or a malformed changeset.
    package var violation: BatchViolation?

    /// Creates an error.
    public init(_ kind: Kind, stage: Int, _ message: String) {
        self.kind = kind
        self.stage = stage
        self.message = message
    }

    /// The error for stage `stage` breaking a rule: the violation in the
    /// exchange format's words.
    package init(_ violation: BatchViolation, stage: Int) {
        self.init(Kind(violation), stage: stage, violation.specMessage)
        self.violation = violation
    }

    /// `stage N: message`, or `after the last stage: message` for a result mismatch.
    public var description: String {
        kind == .resultMismatch ? "after the last stage: \(message)" : "stage \(stage): \(message)"
    }
}

extension PlanError.Kind {
    /// The kind of rule a violation breaks, as the exchange format groups
    /// them.
    package init(_ violation: BatchViolation) {
        switch violation {
        case .unsortedList: self = .unsortedOrRepeated
        case .sectionClaimedTwice(let first, let then, _):
            self = first == then ? .unsortedOrRepeated : .conflictingOperations
        case .itemClaimedTwice(let first, let then, _):
            self = first == then ? .unsortedOrRepeated : .conflictingOperations
        case .sectionDestinationTaken, .itemDestinationTaken: self = .conflictingOperations
        case .sectionOutOfRange, .sectionDestinationOutOfRange, .itemSectionOutOfRange, .itemOutOfRange,
            .itemDestinationSectionOutOfRange, .negativeItemDestination, .itemDestinationOutOfRange,
            .sectionCountMismatch, .itemCountMismatch:
            self = .indexOutOfRange
        case .itemInChangedSection, .itemDestinationInChangedSection: self = .itemOperationInChangedSection
        case .sectionMismatch, .itemMismatch, .resultSectionMismatch, .resultItemMismatch: self = .identifierMismatch
        case .duplicateSectionInsert, .duplicateItemInsert: self = .duplicateInsert
        }
    }
}
