import CellModels
import ListDiff

/// A table view with no screen: one column of rows in sections of cell
/// models, with reuse, batch updates, a viewport and an event log.
///
/// ```swift
/// let table = HeadlessTable(size: Size(width: 320, height: 480))
/// table.sections = [
///     CellSection("fruit", header: .title("Fruit")) {
///         FruitModel(id: "apple", name: "Apple")
///         FruitModel(id: "pear", name: "Pear")
///     }
/// ]
/// table.indexPathsForVisibleItems   // [[0, 0], [0, 1]]
/// table.cellForItem(at: ItemPath(section: 0, item: 0))  // a FruitCell showing Apple
/// ```
///
/// A section with a header (a title or a model) gets a header of
/// ``TableLayout/Metrics/sectionHeaderHeight``, and likewise for footers;
/// a section without one gets none. Headers scroll with the rows (a grouped
/// table's behaviour; plain tables' sticky headers are not modelled).
@MainActor
public final class HeadlessTable: HeadlessListView {
    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - size: The size of the visible area; its width is every row's.
    ///   - metrics: Row, header and footer heights.
    public init(size: Size, metrics: TableLayout.Metrics = TableLayout.Metrics()) {
        super.init(size: size, words: .table, layout: TableLayout(width: size.width, metrics: metrics))
    }

    /// The table's geometry: frames of rows, headers, footers and sections,
    /// and the rows in a rect.
    public var layout: TableLayout { layoutEngine as! TableLayout }

    /// Row, header and footer heights. Setting them lays the table out again
    /// (measured rows are measured again) and updates the visible cells.
    public var metrics: TableLayout.Metrics {
        get { layout.metrics }
        set {
            var layout = self.layout
            layout.metrics = newValue
            replaceLayout(with: layout)
        }
    }

    override func statedSize(for model: AnyCellModel, width: Double) -> Size {
        let cellClass = model.cellType as? HeadlessCell.Type ?? HeadlessCell.self
        return Size(width: width, height: cellClass.height(for: model, width: width))
    }
}
