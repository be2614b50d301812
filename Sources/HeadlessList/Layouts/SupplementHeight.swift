/// How a list decides the height of a section's header or footer view (a
/// header or footer that is a model, shown in a ``HeadlessHeaderFooterView``).
///
/// A title header or footer is always as high as the metrics' fixed height
/// (a table's ``TableLayout/Metrics/sectionHeaderHeight``, a collection's
/// ``FlowLayout/Metrics/headerHeight``, and likewise for footers).
public enum SupplementHeight: Hashable, Sendable {
    /// The metrics' fixed header or footer height.
    case fixed
    /// The view class states it for the model at the list's width
    /// (``HeadlessReusableView/height(for:width:)``), asked when the section
    /// is inserted or reloaded.
    case computed
    /// The metrics' height is an estimate until the view is displayed; then
    /// the configured view measures itself
    /// (``HeadlessReusableView/preferredHeight(forWidth:)``) and what is
    /// below it moves.
    case measured
}
