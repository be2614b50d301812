/// A base class for view models that bind to one view at a time, with hooks
/// around applying to the view, mapping from it, and unbinding.
///
/// Override ``makeBindings(to:)`` to bind the model's state to the view, with
/// ``bindingOwner`` as the owner so that ``unbind()`` ends those bindings;
/// override ``readValues(from:)`` to copy the view's values into the model;
/// override the `will`/`did` hooks for work around them.
///
/// ```swift
/// final class ProfileViewModel: ViewModel<ProfileView> {
///     @ViewState var name = "Ada"
///
///     override func makeBindings(to view: ProfileView) {
///         $name.bindTwoWay(with: view.nameField, \.text, owner: bindingOwner)
///     }
///
///     override func didUnbind() {
///         analytics.log("profile closed")
///     }
/// }
///
/// model.apply(to: profileView)    // willApply, makeBindings, didApply
/// model.apply(into: profileView)  // the same, every binding writing the view first
/// model.map(from: profileView)    // the same, every binding reading the view first
/// model.bind(with: profileView)   // the same, no binding copying anything first
/// model.unbind()                  // willUnbind, bindings end, didUnbind
/// ```
///
/// A subclass that also adopts ``CellModel`` with `Cell` equal to `View`
/// configures a cell by applying to it and unconfigures it by unbinding.
/// Like every cell model, it declares its ``CellModel/contentSnapshot``.
@MainActor
open class ViewModel<View: AnyObject> {
    /// The view the model is applied to, held weakly.
    public private(set) weak var view: View?

    /// Whether the model is applied to a view and not yet unbound.
    public private(set) var isApplied = false

    /// The owner to give the bindings made in ``makeBindings(to:)``, so that
    /// ``unbind()`` ends them.
    public let bindingOwner = BindingOwner()

    /// Creates a view model applied to no view.
    public init() {}

    /// Applies the model to `view`: unbinds from the view it was applied to,
    /// if any, then calls ``willApply(to:)``, ``makeBindings(to:)`` and
    /// ``didApply(to:)``.
    ///
    /// - Complexity: The cost of the hooks, plus unbinding.
    public final func apply(to view: View) {
        if isApplied {
            unbind()
        }
        willApply(to: view)
        self.view = view
        isApplied = true
        // Bindings and observers made without an explicit owner end with the
        // model's bindings.
        bindingOwner.collectingBindings { makeBindings(to: view) }
        didApply(to: view)
    }

    /// Binds the model to `view` and writes every state's value into the
    /// view: ``apply(to:)`` with every binding made by ``makeBindings(to:)``
    /// starting as ``BindingStart/pushToView``, whatever verb made it.
    ///
    /// ```swift
    /// model.apply(into: profileView)   // the view shows the model
    /// ```
    ///
    /// - Parameter view: The view, held weakly.
    /// - Complexity: As ``apply(to:)``.
    public final func apply(into view: View) {
        BindingOwner.starting(.pushToView) { apply(to: view) }
    }

    /// Binds the model to `view` and reads every bound view value into the
    /// model: calls ``willMap(from:)``, binds as ``apply(to:)`` does with
    /// every binding made by ``makeBindings(to:)`` starting as
    /// ``BindingStart/pullFromView``, then ``readValues(from:)`` for values
    /// no binding reads, and ``didMap(from:)``.
    ///
    /// A binding that cannot read its view (one way to the view, with no
    /// reverse) leaves its state as it is. To copy values with no binding,
    /// use ``copyValues(from:)``.
    ///
    /// - Parameter view: The view, held weakly.
    /// - Complexity: As ``apply(to:)``, plus the cost of the hooks.
    public final func map(from view: View) {
        willMap(from: view)
        BindingOwner.starting(.pullFromView) { apply(to: view) }
        readValues(from: view)
        didMap(from: view)
    }

    /// Binds the model to `view`, copying nothing: ``apply(to:)`` with every
    /// binding made by ``makeBindings(to:)`` starting as
    /// ``BindingStart/bindOnly``. The view and the model keep their values
    /// until the next change of either.
    ///
    /// - Parameter view: The view, held weakly.
    /// - Complexity: As ``apply(to:)``.
    public final func bind(with view: View) {
        BindingOwner.starting(.bindOnly) { apply(to: view) }
    }

    /// Copies the view's values into the model without binding: calls
    /// ``willMap(from:)``, ``readValues(from:)`` and ``didMap(from:)``.
    ///
    /// - Parameter view: The view to read.
    /// - Complexity: The cost of the hooks.
    public final func copyValues(from view: View) {
        willMap(from: view)
        readValues(from: view)
        didMap(from: view)
    }

    /// Ends the bindings owned by ``bindingOwner``: calls ``willUnbind()``,
    /// ends them, then calls ``didUnbind()``. Does nothing when the model is
    /// not applied.
    ///
    /// - Complexity: O(*b*) times the cost of ending a binding, where *b* is
    ///   the number of bindings made by ``makeBindings(to:)``.
    public final func unbind() {
        guard isApplied else { return }
        willUnbind()
        bindingOwner.unbindAll()
        isApplied = false
        view = nil
        didUnbind()
    }

    /// Called by ``apply(to:)`` before it binds. Does nothing by default.
    open func willApply(to view: View) {}

    /// Binds the model to `view`; pass ``bindingOwner`` as the owner of every
    /// binding. Does nothing by default.
    open func makeBindings(to view: View) {}

    /// Called by ``apply(to:)`` after it binds. Does nothing by default.
    open func didApply(to view: View) {}

    /// Called by ``map(from:)`` and ``copyValues(from:)`` before they read.
    /// Does nothing by default.
    open func willMap(from view: View) {}

    /// Copies the view's values into the model. Does nothing by default.
    open func readValues(from view: View) {}

    /// Called by ``map(from:)`` and ``copyValues(from:)`` after they read.
    /// Does nothing by default.
    open func didMap(from view: View) {}

    /// Called by ``unbind()`` before the bindings end. Does nothing by
    /// default.
    open func willUnbind() {}

    /// Called by ``unbind()`` after the bindings end. Does nothing by default.
    open func didUnbind() {}
}
