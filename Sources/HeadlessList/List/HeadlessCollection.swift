import CellModels
import ListDiff

/// A collection view with no screen: items in sections of cell models laid
/// out by a vertical ``FlowLayout``, with reuse, batch updates, a viewport
/// and an event log.
///
/// ```swift
/// let photos = HeadlessCollection(
///     size: Size(width: 320, height: 480),
///     metrics: FlowLayout.Metrics(itemSize: .columns(3, aspectRatio: 1), minimumInteritemSpacing: 4))
/// photos.cells = thumbnails
/// photos.frameForItem(at: ItemPath(section: 0, item: 1))  // (105.33, 0, 101.33, 101.33)
/// ```
///
/// A section with a header (a title or a model) gets a header of
/// ``FlowLayout/Metrics/headerHeight``, and likewise for footers.
@MainActor
public final class HeadlessCollection: HeadlessListView {
    /// Creates an empty collection.
    ///
    /// - Parameters:
    ///   - size: The size of the visible area.
    ///   - metrics: Item sizes, spacing, insets, header and footer heights.
    public init(size: Size, metrics: FlowLayout.Metrics = FlowLayout.Metrics()) {
        super.init(size: size, words: .collection, layout: FlowLayout(width: size.width, metrics: metrics))
    }

    /// The collection's geometry: frames of items, headers and footers, and
    /// the items in a rect.
    public var layout: FlowLayout { layoutEngine as! FlowLayout }

    /// Item sizes, spacing, insets, header and footer heights. Setting them
    /// lays the collection out again and updates the visible cells.
    public var metrics: FlowLayout.Metrics {
        get { layout.metrics }
        set {
            var layout = self.layout
            layout.metrics = newValue
            replaceLayout(with: layout)
        }
    }

    override func statedSize(for model: AnyCellModel, width: Double) -> Size {
        let cellClass = model.cellType as? HeadlessCell.Type ?? HeadlessCell.self
        return cellClass.size(for: model, contentWidth: width)
    }
}
