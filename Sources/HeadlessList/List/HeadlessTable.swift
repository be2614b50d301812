import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

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
/// a section without one gets none. A header or footer model is shown in a
/// ``HeadlessHeaderFooterView`` (``HeadlessListView/headerView(forSection:)``), sized as
/// ``TableLayout/Metrics/supplementHeight`` says. A plain table (the
/// default, ``TableLayout/Style/plain``) pins the header of the section on
/// screen to the top while its rows scroll under it; a grouped one scrolls
/// headers with the rows. Rows are as high as the metrics say: fixed, stated
/// by their cell type (``HeadlessReusableView/height(for:width:)``), or
/// measured through their cell (estimated until displayed, or automatic).
public typealias HeadlessTable = HeadlessListView<TableLayout>

extension HeadlessListView where Layout == TableLayout {
    /// Creates an empty table.
    ///
    /// - Parameters:
    ///   - size: The size of the visible area; its width is every row's.
    ///   - metrics: Row, header and footer heights.
    public convenience init(size: Size, metrics: TableLayout.Metrics = TableLayout.Metrics()) {
        self.init(size: size, layout: TableLayout(width: size.width, metrics: metrics))
    }
}
