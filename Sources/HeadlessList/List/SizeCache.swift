import CellModels
import HeadlessViews

/// The sizes a list measured for its items, by item identifier, for one
/// width: measuring again is needed only when an item's content or the
/// width changes.
///
/// An entry keeps the model it was measured with; a lookup with a model
/// whose content differs (a reloaded or reconfigured item with new content)
/// drops it. A lookup at another width empties the cache.
struct SizeCache {
    struct Entry {
        var model: AnyCellModel
        var size: Size
    }

    private(set) var width: Double = -1
    private var entries: [AnyID: Entry] = [:]

    /// The number of sizes kept.
    var count: Int { entries.count }

    /// The size measured for `model` at `width`, if its content is the same.
    ///
    /// - Complexity: O(1) expected, plus comparing two content snapshots.
    mutating func size(for model: AnyCellModel, width: Double) -> Size? {
        guard !entries.isEmpty else { return nil }
        guard width == self.width else {
            entries.removeAll()
            return nil
        }
        guard let entry = entries[model.id] else { return nil }
        guard entry.model.isContentEqual(to: model) else {
            entries[model.id] = nil
            return nil
        }
        return entry.size
    }

    /// Keeps `size` as measured for `model` at `width`.
    mutating func store(_ size: Size, for model: AnyCellModel, width: Double) {
        if width != self.width {
            entries.removeAll()
            self.width = width
        }
        entries[model.id] = Entry(model: model, size: size)
    }

    /// Keeps only the entries whose identifiers are in `ids`.
    mutating func keep(only ids: Set<AnyID>) {
        entries = entries.filter { ids.contains($0.key) }
    }

    /// Empties the cache.
    mutating func removeAll() {
        entries.removeAll()
    }
}
