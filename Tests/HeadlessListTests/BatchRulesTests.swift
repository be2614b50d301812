@_spi(ListEngine) import ListDiff
import TestSupport
import Testing

@testable import HeadlessList

/// One rules engine, two wordings: random stages go through the engine as
/// `Plan.apply` runs it (the exchange format's sorted lists on) and as a
/// headless list runs it; both must find the same violation, and each
/// wording must say it with its own kind and words.
@Suite("One rules engine in two wordings")
struct BatchRulesTests {
    /// The kinds each wording may give one violation: the exchange format
    /// folds "twice in one list" into unsorted-or-repeated, UIKit calls it a
    /// repeated index.
    static func kindsAgree(_ plan: PlanError.Kind, _ list: HeadlessListError.Kind) -> Bool {
        switch (plan, list) {
        case (.indexOutOfRange, .indexOutOfRange), (.identifierMismatch, .identifierMismatch),
            (.itemOperationInChangedSection, .itemOperationInChangedSection), (.duplicateInsert, .duplicateInsert),
            (.conflictingOperations, .conflictingOperations), (.conflictingOperations, .repeatedIndex),
            (.unsortedOrRepeated, .repeatedIndex):
            true
        default: false
        }
    }

    /// The case of a violation, without its values.
    static func rule(_ violation: BatchViolation) -> String {
        String(String(describing: violation).prefix { $0 != "(" })
    }

    @Test("Random stages: both modes agree, Plan.apply reports the engine's violation", arguments: Array(UInt64(0)..<4))
    func randomStages(batch: UInt64) throws {
        var seen = Set<String>()
        var accepted = 0
        for seed in batch * 1_500..<(batch + 1) * 1_500 {
            var random = RandomStages(seed: seed)
            let list = random.list()
            let stage = random.stage(on: list)
            // Where the list repeats an identifier, inserting that many is
            // tolerated, as Plan.apply tolerates it.
            var listRules = BatchRules(outline: SectionsOutline(list))
            for section in list {
                listRules.allowedSectionCounts[section.id, default: 0] += 1
                for item in section.items { listRules.allowedItemCounts[item.id, default: 0] += 1 }
            }
            var specRules = listRules
            specRules.requiresSortedLists = true
            let specResult = Result { () throws(BatchViolation) in try specRules.transition(of: stage) }
            let listResult = Result { () throws(BatchViolation) in try listRules.transition(of: stage) }

            // Plan.apply runs the engine and words what it finds.
            var planError: PlanError?
            do {
                _ = try Plan(stages: [stage]).apply(to: list, target: list)
            } catch {
                planError = error
            }

            switch (specResult, listResult) {
            case (.success, .success):
                accepted += 1
                #expect(planError == nil || planError?.kind == .resultMismatch, "seed \(seed): \(planError!)")
            case (.failure(let violation), .failure(let other)):
                // A list that names a position twice is caught first by the
                // exchange format's sorted-list rule; UIKit finds another
                // rule broken. Otherwise both find the same.
                if case .unsortedList(_, let earlier, let later) = violation {
                    #expect(earlier == later, "seed \(seed): the generator sorts every list")
                } else {
                    #expect(violation == other, "seed \(seed)")
                }
                seen.insert(Self.rule(violation))
                let planError = try #require(planError, "seed \(seed)")
                #expect(planError.violation == violation, "seed \(seed)")
                #expect(planError.message == violation.specMessage && planError.stage == 1, "seed \(seed)")
                let tableError = HeadlessListError(violation, words: .table)
                let collectionError = HeadlessListError(violation, words: .collection)
                #expect(Self.kindsAgree(planError.kind, tableError.kind), "seed \(seed): \(violation)")
                #expect(tableError.kind == collectionError.kind)
                #expect(tableError.message != planError.message, "seed \(seed): one wording for both")
                #expect(!tableError.message.contains("stage") && planError.message.contains(where: \.isNumber))
            case (.failure(let violation), .success):
                Issue.record("seed \(seed): only the exchange format's rules reject the stage: \(violation)")
                _ = planError
            case (.success, .failure(let violation)):
                Issue.record("seed \(seed): only UIKit's rules reject the stage: \(violation)")
            }
        }
        #expect(accepted > 0)
        // Every rule a stage with identifiers can break is exercised.
        let stageRules: Set<String> = [
            "sectionOutOfRange", "sectionMismatch", "sectionClaimedTwice", "sectionDestinationOutOfRange",
            "sectionDestinationTaken", "itemSectionOutOfRange", "itemInChangedSection", "itemOutOfRange",
            "itemMismatch", "itemClaimedTwice", "itemDestinationSectionOutOfRange", "itemDestinationInChangedSection",
            "negativeItemDestination", "itemDestinationOutOfRange", "itemDestinationTaken", "duplicateItemInsert",
        ]
        #expect(stageRules.subtracting(seen).isEmpty, "never seen: \(stageRules.subtracting(seen).sorted())")
    }

    @Test("UIKit's accounting and the result check: index-based wording")
    func accounting() {
        let counts = BatchViolation.itemCountMismatch(
            section: 0, after: 4, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
        #expect(HeadlessListError(counts, words: .collection).kind == .invalidNumberOfItems)
        #expect(
            HeadlessListError(counts, words: .collection).message.hasPrefix(
                "Invalid update: invalid number of items in section 0."))
        #expect(PlanError(counts, stage: 2).description == "stage 2: \(counts.specMessage)")
        let sections = BatchViolation.sectionCountMismatch(after: 4, before: 3, inserted: 0, deleted: 0)
        #expect(HeadlessListError(sections, words: .table).kind == .invalidNumberOfSections)
    }
}
