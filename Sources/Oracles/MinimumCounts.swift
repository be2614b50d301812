import ListDiff

/// The minimal counts of a diff, computed straight from the definitions in
/// the exchange format's "Minimal" section without the engine's code:
/// identifiers paired with their occurrence rank in a dictionary, and the
/// longest increasing subsequence measured with a Fenwick tree of prefix
/// maxima rather than the engine's patience sorting. The tests and the
/// benchmark both check plans against it; fast enough for a million elements.
public enum MinimumCounts {
    struct Key<ID: Hashable>: Hashable {
        var id: ID
        var rank: Int
    }

    static func keys<ID: Hashable>(_ ids: [ID]) -> [Key<ID>] {
        var seen: [ID: Int] = [:]
        return ids.map { id in
            let rank = seen[id, default: 0]
            seen[id] = rank + 1
            return Key(id: id, rank: rank)
        }
    }

    /// The length of a longest strictly increasing subsequence of distinct
    /// non-negative `values`.
    public static func lisLength(_ values: [Int]) -> Int {
        lisLength(values, bound: (values.max() ?? -1) + 1)
    }

    /// The length of a longest strictly increasing subsequence of distinct
    /// values in 0..<bound, from a Fenwick tree of prefix maxima.
    static func lisLength(_ values: [Int], bound: Int) -> Int {
        var tree = [Int](repeating: 0, count: bound + 1)
        var best = 0
        for value in values {
            // Longest run ending below `value`: prefix maximum over 1...value.
            var index = value
            var longest = 0
            while index > 0 {
                longest = max(longest, tree[index])
                index -= index & -index
            }
            let length = longest + 1
            best = max(best, length)
            index = value + 1
            while index <= bound {
                tree[index] = max(tree[index], length)
                index += index & -index
            }
        }
        return best
    }

    /// The minimal counts between two flat arrays (`stages` is 0).
    public static func between<E: Diffable>(flat old: [E], _ new: [E]) -> PlanCounts {
        between([FlatTestSection(items: old)], [FlatTestSection(items: new)])
    }

    /// The minimal counts between two sectioned snapshots (`stages` is 0).
    public static func between<S: DiffableSection>(_ old: [S], _ new: [S]) -> PlanCounts {
        var counts = PlanCounts()
        let oldSectionKeys = keys(old.map(\.id))
        let newSectionKeys = keys(new.map(\.id))
        var oldSectionAt: [Key<S.ID>: Int] = [:]
        for (index, key) in oldSectionKeys.enumerated() { oldSectionAt[key] = index }
        var newSectionAt: [Key<S.ID>: Int] = [:]
        for (index, key) in newSectionKeys.enumerated() { newSectionAt[key] = index }

        var survivors: [Int] = []
        var sectionReloaded = [Bool](repeating: false, count: new.count)
        for (t, key) in newSectionKeys.enumerated() {
            guard let s = oldSectionAt[key] else { counts.inserts += 1; continue }
            survivors.append(s)
            if !new[t].isContentEqual(to: old[s]) {
                counts.reloads += 1
                sectionReloaded[t] = true
            }
        }
        counts.deletes += old.count - survivors.count
        counts.moves += survivors.count - lisLength(survivors, bound: old.count)

        var oldLocation: [(section: Int, item: Int)] = []
        var oldIDs: [S.Item.ID] = []
        for (s, section) in old.enumerated() {
            for (i, item) in section.items.enumerated() {
                oldLocation.append((s, i))
                oldIDs.append(item.id)
            }
        }
        var oldItemAt: [Key<S.Item.ID>: Int] = [:]
        for (flat, key) in keys(oldIDs).enumerated() { oldItemAt[key] = flat }
        var newIDs: [S.Item.ID] = []
        var newLocation: [(section: Int, item: Int)] = []
        for (t, section) in new.enumerated() {
            for (j, item) in section.items.enumerated() {
                newLocation.append((t, j))
                newIDs.append(item.id)
            }
        }
        var matchedOld = [Bool](repeating: false, count: oldIDs.count)
        var stayingBySection = [[Int]](repeating: [], count: new.count)
        for (g, key) in keys(newIDs).enumerated() {
            let (t, j) = newLocation[g]
            let sectionSurvives = oldSectionAt[newSectionKeys[t]] != nil
            guard let f = oldItemAt[key] else {
                if sectionSurvives { counts.inserts += 1 }
                continue
            }
            matchedOld[f] = true
            let (s, i) = oldLocation[f]
            if oldSectionKeys[s] == newSectionKeys[t] {
                stayingBySection[t].append(f)
            } else {
                counts.moves += 1
            }
            if !new[t].items[j].isContentEqual(to: old[s].items[i]) && !sectionReloaded[t] {
                counts.reloads += 1
            }
        }
        for (f, matched) in matchedOld.enumerated() where !matched {
            if newSectionAt[oldSectionKeys[oldLocation[f].section]] != nil { counts.deletes += 1 }
        }
        for staying in stayingBySection where !staying.isEmpty {
            counts.moves += staying.count - lisLength(staying, bound: oldIDs.count)
        }
        return counts
    }
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
