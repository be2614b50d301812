import CellModels

/// A reusable view for a section's header or footer, as UIKit's
/// `UITableViewHeaderFooterView` is: a section whose header or footer is a
/// model (CellModels' `SectionSupplement.model`) gets one, dequeued by the
/// model's reuse identifier, configured and bound by the model, and ended
/// and reused as cells are (see ``HeadlessReusableView``).
///
/// The model names the view type it configures, as a cell model names its
/// cell:
///
/// ```swift
/// final class TitleHeaderView: HeadlessHeaderFooterView {
///     var title: HeadlessLabel!
///
///     override func buildChildren(_ children: ChildBuilder) {
///         title = children.child("title") { HeadlessLabel() }
///     }
/// }
///
/// final class TitleHeaderModel: CellModel {
///     typealias Cell = TitleHeaderView
///     let cellIdentifier = "fruit-header"
///     @ViewState var title = "Fruit"
///     var contentSnapshot: StateSnapshot { StateSnapshot(title) }
///
///     func configure(_ view: TitleHeaderView) {
///         $title.bind(to: view.title, \.text)
///     }
/// }
///
/// CellSection("fruit", header: .model(TitleHeaderModel())) { ... }
/// ```
///
/// Its height comes from the list's metrics (a table's
/// ``TableLayout/Metrics/supplementHeight``, a collection's
/// ``FlowLayout/Metrics/supplementHeight``): the fixed header or footer
/// height, the class's ``HeadlessReusableView/height(for:width:)``, or the
/// configured view's ``HeadlessReusableView/preferredHeight(forWidth:)``.
/// A title header or footer has no view: it is geometry only, and so is a
/// model whose view type is not a ``HeadlessHeaderFooterView`` and whose
/// reuse identifier has no header or footer view registered.
@MainActor
open class HeadlessHeaderFooterView: HeadlessReusableView {
    /// Creates a view. Lists create views of a registered class through
    /// this initializer.
    ///
    /// - Parameter reuseIdentifier: The identifier the view is registered
    ///   and dequeued under.
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
    }
}
