/// Moving a binding to the next model a reused view shows, instead of
/// ending it and making an equal one.
///
/// A list's cell shows one model after another. Each model binds the same
/// view properties in `configure`, and each binding made and ended costs
/// more than the rest of showing the row. So when a reused view ends its
/// model's bindings (`BindingOwner.unbindAllForReuse()`), the plain
/// one-way bindings of a whole state are parked in their owner instead:
/// ended, their state forgets them, but they are kept whole. A binding the
/// next model makes to the same view property, from a state of the same
/// type, with the same owner, is the parked one, moved to the new state.
///
/// Nothing tells the two apart. A parked binding is not bound, and is
/// moved only while its owner is the only one holding it: a binding kept by
/// the code that made it stays ended for good, so ending it later cannot
/// end the next model's binding.
extension ViewBinding {
    /// What a binding made later must match to be a parked one moved: the
    /// type of the state's value and the view property. The view is
    /// compared too, by identity.
    struct MoveKey {
        let valueType: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    /// Whether ending the binding can park it: it is not ended, can move (a
    /// ``moveKey``: no combiner, no edit handler), and nothing observes it,
    /// since its observers were made for this model and would hear the next.
    ///
    /// Its state, view and owner are not looked up (each is a weak
    /// reference to load): its owner is the one parking it; parking a
    /// binding whose state is gone does what ending it does; and one whose
    /// view is gone never moves, since it matches no view, and is dropped
    /// with the parked bindings the next model does not take.
    var canPark: Bool { isActive && moveKey != nil && !hasObservers }

    /// Ends the binding but keeps it whole, to be moved by
    /// `resume(for:)`: its state forgets it, and it writes nothing. Only a
    /// binding that ``canPark`` parks.
    func park() {
        guard isActive else { return }
        isActive = false
        state?.removeBinding(self)
        state = nil
    }

    /// Whether a binding of a state of `valueType` to `keyPath` on `view`
    /// can be this parked binding moved.
    ///
    /// The view's identity is compared first, with no reference loaded: a
    /// reused cell parks a binding per view, and all but one fail there. A
    /// match is confirmed with the view itself, which a freed view's
    /// successor at the same address is not.
    func moves(to view: AnyObject, _ keyPath: AnyKeyPath, valueType: ObjectIdentifier) -> Bool {
        guard viewID == ObjectIdentifier(view), !isActive, let moveKey, moveKey.valueType == valueType else {
            return false
        }
        return boundView === view && moveKey.keyPath == keyPath
    }

    /// Binds the parked binding again, to `state`.
    func resume(for state: any BindingHost) {
        self.state = state
        isActive = true
    }
}
