import ListDiff

/// Where every section and item of the new snapshot comes from, found by
/// replaying a plan's stages with UIKit's semantics: an old section or item
/// (or a fresh one, inserted), and whether any stage moved it.
///
/// The JSON Patch writer turns this into operations on the documents, so
/// the patch makes the moves the plan makes and no others.
struct PlanProvenance {
    /// An element of the replayed list: where it comes from and whether a
    /// stage moved it.
    struct Element {
        /// The old section's index, or the old item's index among all old
        /// items in order; ``fresh`` for an inserted one.
        var source: Int
        var moved = false

        static let fresh = -1
    }

    /// The new snapshot's sections, in order.
    private(set) var sections: [Element] = []
    /// The new snapshot's items, by section, in order.
    private(set) var items: [[Element]] = []

    /// Replays `plan` on a list of `oldItemCounts.count` sections holding
    /// that many items each.
    ///
    /// - Precondition: The plan applies to the list (as a plan the planner
    ///   made does).
    /// - Complexity: O(*s* · (*n* + *m*)) for *s* stages and *n* old and *m*
    ///   new sections and items.
    init<SectionID, ItemID>(_ plan: Plan<SectionID, ItemID>, oldItemCounts: [Int]) {
        var next = 0
        for (index, count) in oldItemCounts.enumerated() {
            sections.append(Element(source: index))
            items.append((next..<next + count).map { Element(source: $0) })
            next += count
        }
        for stage in plan.stages { perform(stage) }
    }

    /// Performs one stage: removals at positions before it, then insertions
    /// and move destinations at positions after it.
    private mutating func perform<SectionID, ItemID>(_ stage: Stage<SectionID, ItemID>) {
        // 1. Items and sections leave their before-positions; the moving
        //    ones are kept for their destinations.
        var leavingItems = Set(stage.itemDeletes.map(\.at))
        var arrivingItems: [ItemPath: Element] = [:]
        for move in stage.itemMoves {
            leavingItems.insert(move.from)
            var element = items[move.from.section][move.from.item]
            element.moved = true
            arrivingItems[move.to] = element
        }
        for insert in stage.itemInserts { arrivingItems[insert.at] = Element(source: Element.fresh) }
        if !leavingItems.isEmpty {
            for section in items.indices {
                items[section] = items[section].enumerated()
                    .filter { !leavingItems.contains(ItemPath(section: section, item: $0.offset)) }.map(\.element)
            }
        }
        var leavingSections = Set(stage.sectionDeletes.map(\.at))
        var arrivingSections: [Int: (Element, [Element])] = [:]
        for move in stage.sectionMoves {
            leavingSections.insert(move.from)
            var element = sections[move.from]
            element.moved = true
            arrivingSections[move.to] = (element, items[move.from])
        }
        for insert in stage.sectionInserts {
            let fresh = Element(source: Element.fresh)
            arrivingSections[insert.at] = (fresh, Array(repeating: fresh, count: insert.items.count))
        }
        let staying = sections.indices.filter { !leavingSections.contains($0) }
        var keptSections = staying.map { sections[$0] }[...]
        var keptItems = staying.map { items[$0] }[...]

        // 2. Sections, then items, take their after-positions; everything
        //    else fills the rest in order.
        let sectionCount = keptSections.count + arrivingSections.count
        sections = []
        items = []
        for index in 0..<sectionCount {
            if let (section, sectionItems) = arrivingSections[index] {
                sections.append(section)
                items.append(sectionItems)
            } else {
                sections.append(keptSections.removeFirst())
                items.append(keptItems.removeFirst())
            }
        }
        guard !arrivingItems.isEmpty else { return }
        var arrivalsBySection: [Int: [(Int, Element)]] = [:]
        for (path, element) in arrivingItems {
            arrivalsBySection[path.section, default: []].append((path.item, element))
        }
        for (section, arrivals) in arrivalsBySection {
            var kept = items[section][...]
            let byIndex = Dictionary(uniqueKeysWithValues: arrivals)
            items[section] = (0..<kept.count + arrivals.count).map { index in
                byIndex[index] ?? kept.removeFirst()
            }
        }
    }
}
