import ListDiff

/// The hashing floor: the work a standard-library-based differ cannot avoid.
/// A `Dictionary` from every old identifier to its position, probed with every
/// new identifier.
enum HashingFloor {
    static func flat<E: Diffable>(_ old: [E], _ new: [E]) -> Int {
        var positions = [E.ID: Int](minimumCapacity: old.count)
        for (index, element) in old.enumerated() { positions[element.id] = index }
        var found = 0
        for element in new {
            if let position = positions[element.id] { found &+= position }
        }
        return found
    }

    /// The same over every section and item identifier of a sectioned
    /// snapshot.
    static func sectioned<S: DiffableSection>(_ old: [S], _ new: [S]) -> Int {
        var sectionPositions = [S.ID: Int](minimumCapacity: old.count)
        var itemPositions = [S.Item.ID: Int](minimumCapacity: old.reduce(0) { $0 + $1.items.count })
        var flat = 0
        for (index, section) in old.enumerated() {
            sectionPositions[section.id] = index
            for item in section.items {
                itemPositions[item.id] = flat
                flat += 1
            }
        }
        var found = 0
        for section in new {
            if let position = sectionPositions[section.id] { found &+= position }
            for item in section.items {
                if let position = itemPositions[item.id] { found &+= position }
            }
        }
        return found
    }
}
