import CellModels
@_spi(ListEngine) import ListDiff

/// One thing a headless table or collection did, as its event log records
/// it: the batch-update operations UIKit would animate, reloads, and cells
/// appearing, disappearing, being selected.
///
/// Index paths are in UIKit's index spaces: deletes, reloads, reconfigures
/// and move sources before the batch; inserts and move destinations after
/// it; display and selection events at the time of the event.
///
/// The order within one update is fixed, so a test can compare whole logs:
///
/// 1. for each stage (batch): ``beginUpdates``, then section deletes,
///    inserts, moves and reloads, then item deletes, inserts, moves, reloads
///    and reconfigures (each list ascending, empty lists left out), then
///    ``endUpdates``; or a single ``reloadData`` for a full reload;
/// 2. then, once the whole update is laid out, ``didEndDisplaying(_:)`` for
///    every cell that left the screen (ascending by the path it had), then
///    ``willDisplay(_:)`` for every cell that arrived (ascending);
/// 3. then the same for header and footer views: ``didEndDisplayingHeader(_:)``
///    and ``didEndDisplayingFooter(_:)`` for every view that left (ascending
///    by the section it had, a header before its section's footer), then
///    ``willDisplayHeader(_:)`` and ``willDisplayFooter(_:)`` for every view
///    that arrived (ascending likewise).
///
/// A reloaded visible item's cell is replaced, so it ends displaying and a
/// new one displays at its new path; a reconfigured one keeps its cell and
/// has no display events. A reloaded section's header or footer view is
/// reconfigured in place, with no display events, unless its new model needs
/// another kind of view. Only header and footer views have display events:
/// title headers and footers are geometry.
public enum ListEvent: Hashable, Sendable, CustomStringConvertible {
    /// A full reload: every item and section taken afresh from the data.
    case reloadData
    /// A batch update starts.
    case beginUpdates
    /// A batch update ends.
    case endUpdates
    /// Sections deleted, by index before the batch.
    case deleteSections([Int])
    /// Sections inserted, by index after the batch.
    case insertSections([Int])
    /// A section moved.
    case moveSection(Int, to: Int)
    /// Sections reloaded, by index before the batch.
    case reloadSections([Int])
    /// Items deleted, by path before the batch.
    case deleteItems([ItemPath])
    /// Items inserted, by path after the batch.
    case insertItems([ItemPath])
    /// An item moved.
    case moveItem(ItemPath, to: ItemPath)
    /// Items reloaded (cells replaced), by path before the batch.
    case reloadItems([ItemPath])
    /// Items reconfigured (cells re-bound in place), by path before the
    /// batch.
    case reconfigureItems([ItemPath])
    /// A cell is about to be shown for the item at a path.
    case willDisplay(ItemPath)
    /// The cell of the item that was at a path is no longer shown.
    case didEndDisplaying(ItemPath)
    /// The item at a path was selected.
    case select(ItemPath)
    /// The item at a path was deselected.
    case deselect(ItemPath)
    /// A header view is about to be shown for a section.
    case willDisplayHeader(Int)
    /// The header view of the section that was at an index is no longer
    /// shown.
    case didEndDisplayingHeader(Int)
    /// A footer view is about to be shown for a section.
    case willDisplayFooter(Int)
    /// The footer view of the section that was at an index is no longer
    /// shown.
    case didEndDisplayingFooter(Int)

    /// The event as one short line, such as `insert items [0, 2] [0, 3]`.
    public var description: String {
        func list(_ paths: [ItemPath]) -> String { paths.map(\.description).joined(separator: " ") }
        func list(_ sections: [Int]) -> String { sections.map(String.init).joined(separator: " ") }
        switch self {
        case .reloadData: return "reload data"
        case .beginUpdates: return "begin updates"
        case .endUpdates: return "end updates"
        case .deleteSections(let sections): return "delete sections \(list(sections))"
        case .insertSections(let sections): return "insert sections \(list(sections))"
        case .moveSection(let from, let to): return "move section \(from) to \(to)"
        case .reloadSections(let sections): return "reload sections \(list(sections))"
        case .deleteItems(let paths): return "delete items \(list(paths))"
        case .insertItems(let paths): return "insert items \(list(paths))"
        case .moveItem(let from, let to): return "move item \(from) to \(to)"
        case .reloadItems(let paths): return "reload items \(list(paths))"
        case .reconfigureItems(let paths): return "reconfigure items \(list(paths))"
        case .willDisplay(let path): return "will display \(path)"
        case .didEndDisplaying(let path): return "did end displaying \(path)"
        case .select(let path): return "select \(path)"
        case .deselect(let path): return "deselect \(path)"
        case .willDisplayHeader(let section): return "will display header \(section)"
        case .didEndDisplayingHeader(let section): return "did end displaying header \(section)"
        case .willDisplayFooter(let section): return "will display footer \(section)"
        case .didEndDisplayingFooter(let section): return "did end displaying footer \(section)"
        }
    }
}
