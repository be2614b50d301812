import HeadlessViews
@_spi(ListEngine) import ListDiff

/// How a layout asks its host what it cannot know itself: what each section
/// shows as its header and footer, and the sizes that depend on the items'
/// models. Every index is in the space after the update being laid out.
///
/// The closures must not read the layout: it is being changed while they
/// run.
@_spi(ListEngine)
public struct ListLayoutSizing {
    /// What a section shows as a header or footer, as far as its height is
    /// concerned.
    public enum Supplement: Hashable, Sendable {
        /// Nothing: zero height.
        case none
        /// A title: the metrics' fixed height.
        case title
        /// A view for a model: sized as the metrics' ``SupplementHeight``
        /// says.
        case view
    }

    /// What section `section` shows as its header or footer.
    public var supplement: (_ kind: SupplementKind, _ section: Int) -> Supplement
    /// The height the view class of a section's header or footer model
    /// states for it at a width (``SupplementHeight/computed``).
    public var supplementHeight: (_ kind: SupplementKind, _ section: Int, _ width: Double) -> Double
    /// The size the cell type states for the item at a path, given the
    /// width available to it.
    public var item: (_ path: ItemPath, _ width: Double) -> Size
    /// The size of the item at a path measured through a configured sizing
    /// cell, or the size measured before for the same content and width.
    public var measuredItem: (_ path: ItemPath, _ width: Double) -> Size
    /// The size measured before for the item at a path, for the same
    /// content and width, or `nil`.
    public var cachedItem: (_ path: ItemPath, _ width: Double) -> Size?

    /// Creates the questions a layout asks.
    ///
    /// - Parameters:
    ///   - supplement: What a section shows as its header or footer.
    ///   - supplementHeight: The height a supplement's view class states.
    ///   - item: The size an item's cell type states.
    ///   - measuredItem: The size an item's configured cell measures.
    ///   - cachedItem: The size measured before for an item, if any.
    public init(
        supplement: @escaping (_ kind: SupplementKind, _ section: Int) -> Supplement,
        supplementHeight: @escaping (_ kind: SupplementKind, _ section: Int, _ width: Double) -> Double,
        item: @escaping (_ path: ItemPath, _ width: Double) -> Size,
        measuredItem: @escaping (_ path: ItemPath, _ width: Double) -> Size,
        cachedItem: @escaping (_ path: ItemPath, _ width: Double) -> Size?
    ) {
        self.supplement = supplement
        self.supplementHeight = supplementHeight
        self.item = item
        self.measuredItem = measuredItem
        self.cachedItem = cachedItem
    }
}

extension ListLayoutSizing {
    /// The height of a section's header or footer, and whether it is an
    /// estimate still to be measured: none for nothing, the `fixed` height
    /// for a title, and for a view what `mode` says (the fixed height; the
    /// height its class states at `width`; or the fixed height as an
    /// estimate). `fixed` comes from the layout's metrics, already taken
    /// as a length; the height a class states is taken here.
    func height(
        of kind: SupplementKind, inSection section: Int, width: Double, mode: SupplementHeight, fixed: Double
    ) -> (height: Double, isEstimate: Bool) {
        switch supplement(kind, section) {
        case .none: return (0, false)
        case .title: return (fixed, false)
        case .view:
            switch mode {
            case .fixed: return (fixed, false)
            case .computed: return (LayoutNumber.length(supplementHeight(kind, section, width)), false)
            case .measured: return (fixed, true)
            }
        }
    }

    /// How an item's size follows from its model, in either layout: the
    /// size its cell type states, the size a configured cell measures, or
    /// an estimate until measured.
    enum ItemSource {
        /// The cell type's stated size (``TableLayout/RowHeight/computed``,
        /// ``FlowLayout/ItemSize/computed``).
        case computed
        /// A configured sizing cell's measured size.
        case automatic
        /// The size measured before for the same content and width, or else
        /// the previous size, or else `estimate`, as an estimate.
        case estimated(Size)
    }

    /// The size of a new or refreshed item at `path` whose size follows from
    /// its model as `source` says, at `width`, and whether it is an estimate
    /// still to be measured; `previous` is its size before a refresh. A
    /// size a cell type states is taken here as lengths (`LayoutNumber.size`:
    /// NaN or negative as 0, at most 10⁹); measured and cached sizes were
    /// taken so when measured, and estimates with the metrics.
    func size(
        ofItem path: ItemPath, width: Double, source: ItemSource, previous: Size?
    ) -> (size: Size, isEstimate: Bool) {
        switch source {
        case .computed: return (LayoutNumber.size(item(path, width)), false)
        case .automatic: return (measuredItem(path, width), false)
        case .estimated(let estimate):
            if let cached = cachedItem(path, width) { return (cached, false) }
            return (previous ?? estimate, true)
        }
    }
}
