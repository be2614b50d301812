import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

/// A collection view with no screen: items in sections of cell models laid
/// out by a vertical ``FlowLayout``, with reuse, batch updates, a viewport
/// and an event log.
///
/// ```swift
/// let photos = HeadlessCollection(
///     size: Size(width: 320, height: 480),
///     metrics: FlowLayout.Metrics(itemSize: .columns(3, aspectRatio: 1), minimumInteritemSpacing: 4))
/// photos.cells = thumbnails
/// try photos.frameForItem(at: ItemPath(section: 0, item: 1))  // (108, 0, 104, 104)
/// ```
///
/// A section with a header (a title or a model) gets a header of
/// ``FlowLayout/Metrics/headerHeight``, and likewise for footers; a header
/// or footer model is shown in a ``HeadlessHeaderFooterView``. Headers are
/// not pinned. Items are as large as the metrics say, as their cell type
/// states (``HeadlessCell/size(for:contentWidth:)``), or as their cell
/// measures (estimated until displayed, or automatic).
public typealias HeadlessCollection = HeadlessListView<FlowLayout>

extension HeadlessListView where Layout == FlowLayout {
    /// Creates an empty collection.
    ///
    /// - Parameters:
    ///   - size: The size of the visible area.
    ///   - metrics: Item sizes, spacing, insets, header and footer heights.
    public convenience init(size: Size, metrics: FlowLayout.Metrics = FlowLayout.Metrics()) {
        self.init(size: size, layout: FlowLayout(width: size.width, metrics: metrics))
    }
}
