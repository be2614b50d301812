/// What holds a binding's entry and forgets it when the binding ends: an
/// ``ObservableState``.
///
/// A binding refers to its state as a `BindingHost`, without holding it
/// (see ``ViewBinding/state``), so that ending it needs no closure made per
/// binding, and no generic code on the way.
@MainActor
protocol BindingHost: AnyObject {
    /// Forgets `binding`, which has just ended.
    ///
    /// - Complexity: O(*b*), where *b* is the number of bindings held.
    func removeBinding(_ binding: ViewBinding)
}
