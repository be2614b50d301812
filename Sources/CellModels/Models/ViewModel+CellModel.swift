/// A model that applies itself to one view at a time and unbinds from it:
/// what ``ViewModel`` does, as a protocol, so that cell models built on it
/// configure and unconfigure cells without writing it.
@MainActor
public protocol ViewApplying<View>: AnyObject {
    /// The type of view the model applies to.
    associatedtype View: AnyObject

    /// The view the model is applied to, if any.
    var view: View? { get }

    /// Applies the model to `view`.
    func apply(to view: View)

    /// Ends the model's bindings to its view.
    func unbind()
}

extension ViewModel: ViewApplying {}

extension CellModel where Self: ViewApplying, View == Cell {
    /// Applies the model to `cell` with ``ViewApplying/apply(to:)``.
    public func configure(_ cell: Cell) {
        apply(to: cell)
    }

    /// Unbinds the model with ``ViewApplying/unbind()`` if it is applied to
    /// `cell`; does nothing if it has since been applied to another cell.
    public func unconfigure(_ cell: Cell) {
        if view === cell {
            unbind()
        }
    }
}
