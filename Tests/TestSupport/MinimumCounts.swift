import ListDiff

/// The minimal counts of a diff, computed straight from the definitions in
/// the exchange format's "Minimal" section, independently of the engine: a
/// different matching (by identifier and occurrence rank) and a quadratic
/// longest-increasing-subsequence. Meant for small inputs.
public enum MinimumCounts {
    /// The minimal counts between two sectioned snapshots (`stages` is 0).
    public static func between<S: DiffableSection>(_ old: [S], _ new: [S]) -> PlanCounts {
        var counts = PlanCounts()
        let oldSectionKeys = ranked(old.map(\.id))
        let newSectionKeys = ranked(new.map(\.id))
        let newSectionPosition = Dictionary(uniqueKeysWithValues: newSectionKeys.enumerated().map { ($1, $0) })
        let oldSectionPosition = Dictionary(uniqueKeysWithValues: oldSectionKeys.enumerated().map { ($1, $0) })

        // Sections.
        var survivorOldPositions: [Int] = []
        for (t, key) in newSectionKeys.enumerated() {
            if let s = oldSectionPosition[key] {
                survivorOldPositions.append(s)
                if !new[t].isContentEqual(to: old[s]) { counts.reloads += 1 }
            } else {
                counts.inserts += 1
            }
        }
        counts.deletes += oldSectionKeys.filter { newSectionPosition[$0] == nil }.count
        counts.moves += survivorOldPositions.count - lisLength(survivorOldPositions)

        // Items, flattened with the section each sits in.
        var oldFlat: [Flat] = []
        var oldIDs: [S.Item.ID] = []
        for (s, section) in old.enumerated() {
            for (i, item) in section.items.enumerated() {
                oldFlat.append(Flat(section: s, index: i))
                oldIDs.append(item.id)
            }
        }
        var newFlat: [Flat] = []
        var newIDs: [S.Item.ID] = []
        for (t, section) in new.enumerated() {
            for (j, item) in section.items.enumerated() {
                newFlat.append(Flat(section: t, index: j))
                newIDs.append(item.id)
            }
        }
        let oldItemKeys = ranked(oldIDs)
        let newItemKeys = ranked(newIDs)
        let oldItemPosition = Dictionary(uniqueKeysWithValues: oldItemKeys.enumerated().map { ($1, $0) })
        let newItemPosition = Dictionary(uniqueKeysWithValues: newItemKeys.enumerated().map { ($1, $0) })

        for (f, key) in oldItemKeys.enumerated() where newItemPosition[key] == nil {
            if newSectionPosition[oldSectionKeys[oldFlat[f].section]] != nil { counts.deletes += 1 }
        }
        var stayingBySection: [Int: [Int]] = [:]
        for (g, key) in newItemKeys.enumerated() {
            let t = newFlat[g].section
            let sectionSurvives = oldSectionPosition[newSectionKeys[t]] != nil
            guard let f = oldItemPosition[key] else {
                if sectionSurvives { counts.inserts += 1 }
                continue
            }
            let s = oldFlat[f].section
            if oldSectionKeys[s] == newSectionKeys[t] {
                stayingBySection[t, default: []].append(f)
            } else {
                counts.moves += 1
            }
            let oldItem = old[s].items[oldFlat[f].index]
            let newItem = new[t].items[newFlat[g].index]
            let sectionReloaded =
                sectionSurvives && !new[t].isContentEqual(to: old[oldSectionPosition[newSectionKeys[t]]!])
            if !newItem.isContentEqual(to: oldItem) && !sectionReloaded { counts.reloads += 1 }
        }
        for staying in stayingBySection.values {
            counts.moves += staying.count - lisLength(staying)
        }
        return counts
    }

    /// The minimal counts between two flat arrays (`stages` is 0).
    public static func between<E: Diffable>(flat old: [E], _ new: [E]) -> PlanCounts {
        between([FlatTestSection(items: old)], [FlatTestSection(items: new)])
    }

    /// Pairs each identifier with its occurrence rank: the k-th `x` is `(x, k)`.
    static func ranked<ID: Hashable>(_ ids: [ID]) -> [RankedID<ID>] {
        var seen: [ID: Int] = [:]
        return ids.map { id in
            defer { seen[id, default: 0] += 1 }
            return RankedID(id: id, rank: seen[id, default: 0])
        }
    }

    /// The length of a longest strictly increasing subsequence, by the
    /// quadratic dynamic programme.
    public static func lisLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] {
                best[i] = max(best[i], best[j] + 1)
            }
        }
        return best.max() ?? 0
    }
}

/// Where a flattened item sits.
struct Flat {
    var section: Int
    var index: Int
}

struct RankedID<ID: Hashable>: Hashable {
    var id: ID
    var rank: Int
}

/// A single section holding a flat list, for the oracle.
public struct FlatTestSection<Item: Diffable>: DiffableSection {
    /// Always 0: there is one section.
    public var id: Int { 0 }
    /// The items.
    public var items: [Item]

    /// Creates the section.
    public init(items: [Item]) { self.items = items }
    /// Creates the section with other items.
    public init(_ section: FlatTestSection, items: [Item]) { self.items = items }
    /// Sections have no content of their own.
    public func isContentEqual(to other: FlatTestSection) -> Bool { true }
}
