/// A view that tells bindings when the user edits it: the one requirement a
/// view needs for bindings from the view to the model, and two-way bindings.
///
/// Bindings to a view (model to view) need no protocol at all: any class and
/// a writable key path will do. A view that the user can edit adopts this
/// protocol by owning an ``EditReporter`` and reporting each *user* edit, with
/// the key path of the property the user changed. It must not report changes
/// made by code (by setting the property), just as a control does not send
/// its value-changed event when its value is set programmatically; bindings
/// also ignore reports made while they are writing to the view.
///
/// ```swift
/// final class TextField: ViewEditReporting {
///     var text: String = ""
///     let editReporter = EditReporter()
///
///     /// Called by the toolkit when the user types.
///     func userDidType(_ newText: String) {
///         text = newText
///         editReporter.reportEdit(of: \TextField.text)
///     }
/// }
///
/// try? $name.bindTwoWay(with: field, \.text)
/// ```
///
/// The view's identity (its object identifier) is what a change's trigger,
/// `ChangeTrigger.view(_:)`, names.
@MainActor
public protocol ViewEditReporting: AnyObject {
    /// The reporter that bindings listen to; the view reports user edits to
    /// it.
    var editReporter: EditReporter { get }
}
