extension ObservableState {
    /// Makes a binding between the part of the value at `path` and
    /// `keyPath` on `view`. Callers have checked that the transformer has
    /// what the direction and start need.
    ///
    /// - Parameters:
    ///   - forward: Turns the part into the view's value.
    ///   - reverse: Turns the view's value into the part, or `nil` to ignore
    ///     it; needed to read the view.
    ///   - reporter: The view's edit reporter; needed to read the view.
    func makeBinding<View: AnyObject, Part, Target>(
        path: WritableKeyPath<Value, Part>,
        view: View,
        keyPath: ReferenceWritableKeyPath<View, Target>,
        forward: @escaping (Part) -> Target,
        reverse: ((Target) -> Part?)?,
        reporter: EditReporter?,
        direction: BindingDirection,
        start: BindingStart,
        combining: BoolCombination = .and,
        owner: AnyObject?,
        movable: Bool = false
    ) -> ViewBinding {
        let owner = owner ?? BindingOwner.collecting
        let movingOwner =
            movable && direction == .toView
            ? self.movingOwner(path: path, target: Target.self, start: start, owner: owner) : nil
        // Tried before the access is made: a moved binding needs none.
        if let movingOwner, let moved = moveParkedBinding(to: view, keyPath, owner: movingOwner) {
            return moved
        }
        return makeBinding(
            path: path, view: view, access: ViewAccess(keyPath), forward: forward, reverse: reverse,
            reporter: reporter, direction: direction, start: start, combining: combining, owner: owner,
            movable: movingOwner != nil)
    }

    /// The owner whose parked bindings a one-way binding of the part at
    /// `path` to a view property of type `target`, made now with `start`
    /// and `owner` (or the collecting owner), may be moved from: `nil`
    /// unless the part is the whole value, pushed first, not to a `Bool`,
    /// and the owner is a ``BindingOwner``.
    private func movingOwner<Part, Target>(
        path: WritableKeyPath<Value, Part>, target: Target.Type, start: BindingStart, owner: AnyObject?
    ) -> BindingOwner? {
        guard (BindingOwner.startInEffect ?? start) == .pushToView, Target.self != Bool.self,
            (path as AnyKeyPath) == (wholeValuePath as AnyKeyPath)
        else { return nil }
        return owner as? BindingOwner
    }

    /// The binding parked in the owner that a plain one-way binding of the
    /// part at `path` to `keyPath` on `view` would be moved from, moved and
    /// writing the value, before anything for a new binding is made: `nil`
    /// when such a binding does not move (see `movingOwner`) or none is
    /// parked.
    ///
    /// - Complexity: O(*p*) for *p* bindings parked in the owner.
    func moveParkedBinding<View: AnyObject, Part, Target>(
        path: WritableKeyPath<Value, Part>, view: View, keyPath: ReferenceWritableKeyPath<View, Target>,
        start: BindingStart, owner: AnyObject?
    ) -> ViewBinding? {
        guard
            let movingOwner = movingOwner(
                path: path, target: Target.self, start: start, owner: owner ?? BindingOwner.collecting)
        else { return nil }
        return moveParkedBinding(to: view, keyPath, owner: movingOwner)
    }

    /// The binding parked in `owner` that a new binding of the whole value
    /// to `keyPath` on `view` can be, moved to this state and writing its
    /// value; `nil` when there is none.
    private func moveParkedBinding(to view: AnyObject, _ keyPath: AnyKeyPath, owner: BindingOwner) -> ViewBinding? {
        guard let parked = owner.takeParked(view: view, keyPath, valueType: ObjectIdentifier(Value.self)) else {
            return nil
        }
        // Parked by a binding of a `Value` state: a `StateBinding<Value>`.
        let binding = unsafeDowncast(parked, to: StateBinding<Value>.self)
        binding.resume(for: self)
        bindings.append(binding)
        checkInvariants()
        owner.add(binding)
        // The view was just matched, and the state and owner are here: the
        // binding is bound, and writes without looking them up again.
        binding.valueWriter?.write(storage, to: view)
        return binding
    }

    /// Makes a binding between the part of the value at `path` and what
    /// `access` reads and writes on `view`.
    ///
    /// - Parameter movable: Whether the binding can be moved to the next
    ///   model of a reused view (see ``ViewBinding``'s moving): a one-way
    ///   binding of the whole value through the identity to a key path,
    ///   pushed first, not to a `Bool`, with a ``BindingOwner``.
    func makeBinding<View: AnyObject, Part, Target>(
        path: WritableKeyPath<Value, Part>,
        view: View,
        access: ViewAccess<View, Target>,
        forward: @escaping (Part) -> Target,
        reverse: ((Target) -> Part?)?,
        reporter: EditReporter?,
        direction: BindingDirection,
        start: BindingStart,
        combining: BoolCombination = .and,
        owner: AnyObject?,
        movable: Bool = false
    ) -> ViewBinding {
        pruneBindings()
        let owner = owner ?? BindingOwner.collecting
        let isWholeValue = (path as AnyKeyPath) == (wholeValuePath as AnyKeyPath)
        let moveKey =
            movable
            ? access.keyPath.map { ViewBinding.MoveKey(valueType: ObjectIdentifier(Value.self), keyPath: $0) } : nil
        let binding = StateBinding<Value>(
            direction: direction, state: self, view: view, owner: owner, sourcePath: path)
        let (write, writeTo) = makeWriter(
            for: binding, view: view, access: access, forward: forward, forwardIsIdentity: movable,
            combining: combining)
        // The whole value (`Part` is `Value`) when the writer casts.
        if let moveKey, let writeTo,
            let writer = ViewValueWriter(writeTo) as AnyObject as? any WholeValueWriter<Value>
        {
            (binding.moveKey, binding.valueWriter) = (moveKey, writer)
        }

        if direction.writesView {
            if !isWholeValue, let partsEqual = equality(of: Part.self) {
                // Compared with the part this binding last saw, not with the
                // change's old value: through a class instance on the path,
                // the old and new values share the instance, and an edit made
                // through it shows the new part in both.
                var seen: Part? = storage[keyPath: path]
                binding.push = { [unowned binding] change, cameFromView in
                    let new = change.newValue[keyPath: path]
                    defer { seen = new }
                    // Its own view's change is seen, not written: else the
                    // next change of another part would write the user's
                    // edit back into the view being edited.
                    if cameFromView { return }
                    if let last = seen, partsEqual(last, new) { return }
                    write(new)
                    binding.report(
                        .stateDidSet,
                        StateChange(oldValue: change.oldValue[keyPath: path], newValue: new, trigger: change.trigger))
                }
            } else {
                binding.push = { [unowned binding] change, cameFromView in
                    if cameFromView { return }
                    let new = change.newValue[keyPath: path]
                    write(new)
                    binding.report(
                        .stateDidSet,
                        StateChange(oldValue: change.oldValue[keyPath: path], newValue: new, trigger: change.trigger))
                }
            }
        }
        bindings.append(binding)
        checkInvariants()

        if direction.readsView, let reporter, let reverse {
            // A view's property is bound to one state at a time: a new
            // binding that reads it ends the one before.
            if let reportedKeyPath = access.reportedKeyPath {
                reporter.setReader(binding, of: reportedKeyPath)
            }
            let id = reporter.addHandler(for: access.reportedKeyPath) { [weak self, weak binding, weak view] in
                guard let self, let binding, let view, binding.isBound else {
                    binding?.unbind()
                    return false
                }
                guard !ViewBinding.isBeingWritten(binding.viewID) else { return true }
                guard let part = reverse(access.get(view)) else { return true }
                let old = self.storage[keyPath: path]
                var value = self.storage
                value[keyPath: path] = part
                self.set(value, trigger: .view(view), origin: binding)
                binding.report(.viewDidSet, StateChange(oldValue: old, newValue: part, trigger: .view(view)))
                return true
            }
            binding.detachFromView = { [weak reporter] in reporter?.removeHandler(id) }
        }

        if let owner = owner as? BindingOwner {
            owner.add(binding)
        }

        switch BindingOwner.startInEffect ?? start {
        case .bindOnly:
            break
        case .pushToView:
            write(storage[keyPath: path])
        case .pullFromView:
            if let reverse, let part = reverse(access.get(view)) {
                var value = storage
                value[keyPath: path] = part
                set(value, trigger: .binding, origin: binding)
            }
        }
        return binding
    }

    /// Returns the function that writes a part into the view: through the
    /// view property's ``BoolCombiner`` for one-way bindings to a `Bool`
    /// that combine, directly otherwise; and, for a key path written
    /// directly, the function that writes a part into a view given to it,
    /// which a moved binding uses (see `moveParkedBinding(to:_:owner:)`).
    private func makeWriter<View: AnyObject, Part, Target>(
        for binding: ViewBinding, view: View, access: ViewAccess<View, Target>,
        forward: @escaping (Part) -> Target, forwardIsIdentity: Bool, combining: BoolCombination
    ) -> (write: (Part) -> Void, writeTo: ((View, Part) -> Void)?) {
        // Comparing the types first spares the runtime's generic cast for
        // every binding to a property that is not a `Bool`.
        if binding.direction == .toView, Target.self == Bool.self,
            let boolPath = access.keyPath as? ReferenceWritableKeyPath<View, Bool>
        {
            binding.combination = combining
            if combining != .independent {
                let combiner = BoolCombiner.shared(for: view, boolPath, combination: combining)
                binding.combiner = combiner
                let write: (Part) -> Void = { [weak binding] part in
                    guard let binding, binding.isBound, let value = forward(part) as? Bool else { return }
                    combiner.set(value, for: binding)
                }
                return (write, nil)
            }
        }
        // The binding outlives every call: the state holds it, and it holds
        // this writer; the view it holds weakly is a `View`.
        if let keyPath = access.keyPath {
            let writeTo = makeViewWriter(
                view: view, keyPath: keyPath, forward: forward, forwardIsIdentity: forwardIsIdentity)
            let write: (Part) -> Void = { [unowned binding] part in
                guard let view = binding.viewIfBound else { return }
                writeTo(unsafeDowncast(view, to: View.self), part)
            }
            return (write, writeTo)
        }
        let write: (Part) -> Void = { [unowned binding] part in
            guard let view = binding.viewIfBound else { return }
            let typedView = unsafeDowncast(view, to: View.self)
            ViewBinding.writing(to: typedView) { access.set(typedView, forward(part)) }
        }
        return (write, nil)
    }

    /// Returns the function that writes a part into a view through
    /// `keyPath`, or through the setter the view's type gives for it (see
    /// `DirectPropertyWriting`). A key path is captured alone: capturing a
    /// `ViewAccess` would look up its generic type on every write.
    ///
    /// When `forwardIsIdentity` (a movable binding's `{ $0 }`) and the part
    /// is the property's type, the setter is the writer itself: no function
    /// around it calling `forward`, which copied the part through its
    /// generic type on every write (about 130 instructions, scenario 12).
    private func makeViewWriter<View: AnyObject, Part, Target>(
        view: View, keyPath: ReferenceWritableKeyPath<View, Target>, forward: @escaping (Part) -> Target,
        forwardIsIdentity: Bool
    ) -> (View, Part) -> Void {
        // A setter the view's type gives spares the key path's write-back
        // buffer (scenario 12's way back up, callgrind: 1,228 M -> 1,077 M).
        let set = directPropertyWriter(for: keyPath)
        // Only a view that reports edits has listeners that must tell a
        // binding's write from a user's edit (see
        // `ViewBinding.isBeingWritten(_:)`); any other view is written
        // without marking it: two fifths less work around the key path
        // write (scenario 12's way up, callgrind: 75 M -> 44 M).
        guard view is any ViewEditReporting else {
            if forwardIsIdentity, let set, let direct = set as? (View, Part) -> Void { return direct }
            if let set { return { view, part in set(view, forward(part)) } }
            return { view, part in view[keyPath: keyPath] = forward(part) }
        }
        if let set {
            return { view, part in ViewBinding.writing(to: view) { set(view, forward(part)) } }
        }
        return { view, part in ViewBinding.writing(to: view) { view[keyPath: keyPath] = forward(part) } }
    }

    /// Writes `change` to every bound view except the one it came from
    /// (whose binding hears it, unwritten), and ends the bindings found
    /// dead.
    func pushToBindings(_ change: StateChange<Value>, origin: ViewBinding?) {
        for binding in bindings {
            guard binding.isBound else {
                binding.unbind()
                continue
            }
            // Every binding of this state is a `StateBinding<Value>`.
            unsafeDowncast(binding, to: StateBinding<Value>.self).push?(change, binding === origin)
        }
    }

    /// Ends the bindings whose view, owner or model is gone.
    func pruneBindings() {
        for binding in bindings where !binding.isBound {
            binding.unbind()
        }
    }

    /// `==` for `Part`, when it is `Equatable`, so that a binding of a part
    /// writes its view only when the part changed.
    private func equality<Part>(of type: Part.Type) -> ((Part, Part) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        func equality<E: Equatable>(_: E.Type) -> (Part, Part) -> Bool {
            { ($0 as? E) == ($1 as? E) }
        }
        return equality(equatable)
    }
}
