/// An owner of bindings that can end them all at once.
///
/// Any object can own bindings (pass it as `owner:`); they end when it is
/// deallocated. A `BindingOwner` also ends them when asked, which is what a
/// reused cell needs: unbind the old model's bindings before the new model
/// binds.
///
/// ```swift
/// let owner = BindingOwner()
/// $title.bind(to: cell.titleLabel, \.text, owner: owner)
/// $likes.bind(to: cell.likesLabel, \.text, owner: owner) { "\($0) likes" }
/// owner.unbindAll()  // the cell is free for another model
/// ```
///
/// It holds its bindings until they end, and drops the ended ones as it
/// adds new ones; a binding holds its owner weakly, so there is no cycle.
@MainActor
public final class BindingOwner {
    /// Held strongly: a weak reference would give every binding a side
    /// table, which costs it on every retain and release.
    @exclusivity(unchecked) private var bindings: [ViewBinding] = []
    /// Bindings ended by `unbindAllForReuse()` that the next model's
    /// bindings may be, moved.
    @exclusivity(unchecked) private var parked: [ViewBinding] = []
    /// The length of ``bindings`` at which `add(_:)` next drops the
    /// ended ones: twice what survived the last pruning, so that pruning is
    /// amortised O(1) per binding added, rather than O(*n*) every time.
    @exclusivity(unchecked) private var pruningLength = BindingOwner.minimumPruningLength
    private nonisolated static let minimumPruningLength = 8
    /// Observations registered while this owner collected: ``unbindAll()``
    /// cancels them. Held weakly; their state keeps them alive.
    @exclusivity(unchecked) private var observations: [WeakObservation] = []

    private struct WeakObservation {
        weak var observation: Observation?
    }

    /// This owner's lifetime, made when first asked for (see
    /// ``ObjectLifetime``): bindings refer to their owner through it.
    @exclusivity(unchecked) @_spi(Lifetimes) public var lifetimeStorage: ObjectLifetime?

    /// Creates an owner with no bindings.
    public nonisolated init() {}

    /// Ends this owner's lifetime, on the main actor, before it is freed;
    /// its bindings, ended with it, let go of their terms in `Bool`
    /// combiners and their handlers on views' edit reporters.
    isolated deinit {
        lifetimeStorage?.end()
        for binding in bindings { binding.letGoOnceEnded() }
    }

    /// The number of bindings it owns that are still bound.
    @_spi(Instrumentation)
    public var bindingCount: Int {
        bindings.count { $0.isBound }
    }

    /// Ends every binding it owns.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bindings it owns,
    ///   times the cost of ``ViewBinding/unbind()``.
    public func unbindAll() {
        end(parking: false)
        parked.removeAll()
    }

    /// Ends every binding it owns, as a reused view does before it shows
    /// the next model: the plain one-way bindings of a whole state are
    /// parked, so that the next model's equal bindings are these, moved
    /// (see ``ViewBinding``'s moving). Those the next model does not take
    /// are dropped when its ``collectingBindings(_:)`` returns.
    ///
    /// - Complexity: As ``unbindAll()``.
    package func unbindAllForReuse() {
        end(parking: true)
    }

    private func end(parking: Bool) {
        // Taken out first, so that a binding made while these end is kept;
        // the storage comes back for the next bindings when none was.
        var ending: [ViewBinding] = []
        swap(&ending, &bindings)
        for binding in ending {
            if parking && binding.canPark {
                binding.park()
                parked.append(binding)
            } else {
                binding.unbind()
            }
        }
        ending.removeAll(keepingCapacity: true)
        if bindings.isEmpty { bindings = ending }
        let observations = observations
        self.observations = []
        for entry in observations {
            entry.observation?.cancel()
        }
    }

    /// Takes the parked binding that a binding of a state of `valueType` to
    /// `keyPath` on `view` can be, if there is one that only this owner
    /// holds.
    ///
    /// The parked bindings keep their order, so that a model binding in the
    /// order the last one did finds each first.
    ///
    /// - Complexity: O(*p*) for *p* parked bindings: comparisons up to the
    ///   one taken, then moving those after it.
    func takeParked(view: AnyObject, _ keyPath: AnyKeyPath, valueType: ObjectIdentifier) -> ViewBinding? {
        for index in parked.indices where parked[index].moves(to: view, keyPath, valueType: valueType) {
            guard isKnownUniquelyReferenced(&parked[index]) else { continue }
            return parked.remove(at: index)
        }
        return nil
    }

    func add(_ binding: ViewBinding) {
        if bindings.count >= pruningLength {
            bindings.removeAll { !$0.isBound }
            pruningLength = max(Self.minimumPruningLength, 2 * bindings.count)
        }
        bindings.append(binding)
    }

    func add(_ observation: Observation) {
        observations.removeAll { $0.observation?.isActive != true }
        observations.append(WeakObservation(observation: observation))
    }

    // MARK: - Collecting bindings made without an owner

    /// The start that every binding made now takes instead of its own, set
    /// by a view model's ``ViewModel/apply(into:)``, ``ViewModel/map(from:)``
    /// and ``ViewModel/bind(with:)``; `nil` when each binding keeps its own.
    @exclusivity(unchecked) static var startInEffect: BindingStart?

    /// Runs `body` with every binding made in it starting as `start` says.
    static func starting<Result>(_ start: BindingStart, _ body: () -> Result) -> Result {
        let outer = startInEffect
        startInEffect = start
        defer { startInEffect = outer }
        return body()
    }

    /// The owners collecting bindings, innermost last.
    @exclusivity(unchecked) private static var collectors: [BindingOwner] = []

    /// The owner that a binding made with no `owner:` joins: the innermost
    /// ``collectingBindings(_:)`` running, if any.
    static var collecting: BindingOwner? { collectors.last }

    /// Runs `body` with this owner collecting every binding made in it without
    /// an explicit `owner:`, and every observer registered in it, so that
    /// ``unbindAll()`` ends them too.
    ///
    /// A list calls this around a cell model's `configure`: a model that binds
    /// a recycled cell's views without naming an owner still has those
    /// bindings end when the cell is reused, so a late change to the old model
    /// never reaches the cell. Bindings given an `owner:` keep it. Calls nest.
    /// When the outermost call for this owner returns, the bindings parked by
    /// `unbindAllForReuse()` that `body` did not take are dropped.
    ///
    /// ```swift
    /// cell.bindingOwner.collectingBindings { model.configure(cell) }
    /// ```
    ///
    /// - Parameter body: The work whose bindings this owner collects.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @discardableResult
    public func collectingBindings<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        Self.collectors.append(self)
        defer {
            Self.collectors.removeLast()
            if !Self.collectors.contains(where: { $0 === self }) { parked.removeAll(keepingCapacity: true) }
        }
        return try body()
    }
}

@_spi(Lifetimes) extension BindingOwner: LifetimeTracking {}
