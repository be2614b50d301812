import CellModels
import HeadlessViews

/// A headless table or collection cell: a reusable view with a content view,
/// a tree of children built by a hook, and the model it shows.
///
/// Subclass it, give the subclass stored properties for its children and
/// build them in ``HeadlessReusableView/buildChildren(_:)``; choose when the
/// hook runs with ``HeadlessReusableView/layoutBehaviour``. A cell model
/// (CellModels' `CellModel`) names the cell type it configures and binds its
/// state to the children in `configure`.
///
/// ```swift
/// final class NameCell: HeadlessCell {
///     var field: HeadlessTextField!
///
///     override func buildChildren(_ children: ChildBuilder) {
///         field = children.child("field") { HeadlessTextField() }
///     }
/// }
///
/// final class NameModel: CellModel {
///     typealias Cell = NameCell
///     let cellIdentifier = "name"
///     @ViewState var name = ""
///
///     func configure(_ cell: NameCell) {
///         $name.bindTwoWay(with: cell.field, \.text)
///     }
/// }
/// ```
///
/// ## Binding follows reuse
///
/// A list shows a model in a cell by calling the model's `configure`, and
/// before the cell shows another model (or goes to the reuse pool) it calls
/// the old model's `unconfigure` and ends every binding owned by
/// ``HeadlessReusableView/bindingOwner``; see ``HeadlessReusableView``.
///
/// ## Sizing
///
/// A row's height or an item's size comes from the list's metrics, from the
/// class (``HeadlessReusableView/height(for:width:)``,
/// ``size(for:contentWidth:)``), or from a configured cell:
/// ``HeadlessReusableView/preferredHeight(forWidth:)`` and
/// ``preferredSize(forContentWidth:)``, unless the cell gives a calculated
/// size first (``calculatedCellHeight(for:)``, ``calculatedCellSize(for:)``).
@MainActor
open class HeadlessCell: HeadlessReusableView {
    /// Whether the cell's item is selected.
    @exclusivity(unchecked) public internal(set) var isSelected = false

    /// Creates a cell. Lists create cells of a registered class through this
    /// initializer.
    ///
    /// - Parameter reuseIdentifier: The identifier the cell is registered
    ///   and dequeued under.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    /// Resets the cell before it is handed out again by the reuse pool: it
    /// is no longer selected. Call `super` when you override it.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
    }

    /// The size an item showing `model` needs when the line is `contentWidth`
    /// wide, for collections whose item size is
    /// ``FlowLayout/ItemSize/computed``. The default is 50 × 50.
    ///
    /// - Parameters:
    ///   - model: The model the cell would show.
    ///   - contentWidth: The width of a line.
    /// - Returns: The item's size.
    /// - Complexity: Should be O(1): a collection asks it for every item.
    open class func size(for model: AnyCellModel, contentWidth: Double) -> Size {
        Size(width: 50, height: 50)
    }

    /// The size the cell measures once configured, when a line is
    /// `contentWidth` wide, for collections whose item size is
    /// ``FlowLayout/ItemSize/estimated(_:)`` or
    /// ``FlowLayout/ItemSize/automatic``. For a cell that lays out with
    /// constraints (``HeadlessReusableView/layoutChild(_:)``) the default is
    /// the smallest size its constraints allow, at most `contentWidth` wide
    /// (`HeadlessView.fittingSize(withinWidth:)`): give an item with
    /// wrapping text a width of its own. Otherwise it asks the class's
    /// ``size(for:contentWidth:)`` for the current model (50 × 50 when it
    /// shows none).
    ///
    /// - Parameter contentWidth: The width of a line.
    /// - Returns: The item's size.
    open func preferredSize(forContentWidth contentWidth: Double) -> Size {
        if usesConstraintLayout { return fittingSize(withinWidth: contentWidth) }
        guard let model else { return Size(width: 50, height: 50) }
        return Self.size(for: model, contentWidth: contentWidth)
    }

    /// A row height the cell calculates itself at `cellWidth`, which a table
    /// that measures its rows takes instead of
    /// ``HeadlessReusableView/preferredHeight(forWidth:)``; `nil` (the
    /// default) lets the table measure.
    ///
    /// - Parameter cellWidth: The width of the row.
    /// - Returns: The height, or `nil` to be measured.
    open func calculatedCellHeight(for cellWidth: Double) -> Double? { nil }

    /// An item size the cell calculates itself for a line of
    /// `collectionContentWidth`, which a collection that measures its items
    /// takes instead of ``preferredSize(forContentWidth:)``; `nil` (the
    /// default) lets the collection measure.
    ///
    /// - Parameter collectionContentWidth: The width of a line.
    /// - Returns: The size, or `nil` to be measured.
    open func calculatedCellSize(for collectionContentWidth: Double) -> Size? { nil }
}
