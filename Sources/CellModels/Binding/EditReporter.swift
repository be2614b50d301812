/// The channel through which a ``ViewEditReporting`` view tells its bindings
/// that the user edited one of its properties.
///
/// The view owns the reporter; bindings register with it and unregister when
/// they end. The reporter holds its bindings' handlers, which hold the view,
/// the binding and the model weakly.
@MainActor
public final class EditReporter {
    private struct Handler {
        let id: Int
        /// The property listened to; `nil` for every property.
        let keyPath: AnyKeyPath?
        /// Returns `false` once the binding is gone.
        let handle: () -> Bool
    }

    private var handlers: [Handler] = []
    private var nextID = 0

    /// Creates a reporter with no listeners.
    public nonisolated init() {}

    /// Tells the bindings of `keyPath` that the user changed its value.
    ///
    /// Call it after the view's property holds the new value. Bindings of
    /// other properties of the view are not told.
    ///
    /// - Parameter keyPath: The edited property, such as `\TextField.text`.
    /// - Complexity: O(*h*), where *h* is the number of bindings listening,
    ///   plus the cost of the changes they make.
    public func reportEdit(of keyPath: AnyKeyPath) {
        var dead: [Int] = []
        for handler in handlers where handler.keyPath == nil || handler.keyPath == keyPath {
            if !handler.handle() {
                dead.append(handler.id)
            }
        }
        if !dead.isEmpty {
            handlers.removeAll { dead.contains($0.id) }
            checkInvariants()
        }
    }

    /// The number of bindings listening. A binding stops listening when it
    /// is unbound or its model or ``BindingOwner`` is freed; one whose
    /// owner is another kind of object, freed, counts until the next report
    /// finds it.
    @_spi(Instrumentation)
    public var listenerCount: Int { handlers.count }

    /// The binding that reads a key path of the view, held weakly.
    private struct Reader {
        weak var binding: ViewBinding?
    }

    /// The binding that reads each key path of the view, if any: a view's
    /// property shows one value, so it is bound to one state at a time.
    private var readers: [AnyKeyPath: Reader] = [:]

    /// Makes `binding` the one binding that reads `keyPath`, ending the one
    /// that read it before, if still bound.
    func setReader(_ binding: ViewBinding, of keyPath: AnyKeyPath) {
        if let previous = readers[keyPath]?.binding, previous !== binding, previous.isActive {
            previous.unbind()
        }
        readers[keyPath] = Reader(binding: binding)
    }

    func addHandler(for keyPath: AnyKeyPath?, _ handle: @escaping () -> Bool) -> Int {
        nextID += 1
        handlers.append(Handler(id: nextID, keyPath: keyPath, handle: handle))
        checkInvariants()
        return nextID
    }

    func removeHandler(_ id: Int) {
        handlers.removeAll { $0.id == id }
        checkInvariants()
    }

    /// Checks that handler identifiers are unique and in registration order.
    ///
    /// Called after every change to the handlers in debug and test builds;
    /// does nothing in release builds.
    ///
    /// - Complexity: O(*h*), where *h* is the number of handlers.
    func checkInvariants() {
        #if DEBUG
            for (earlier, later) in zip(handlers, handlers.dropFirst()) {
                precondition(earlier.id < later.id, "EditReporter: handlers out of registration order")
            }
            precondition(handlers.last.map { $0.id <= nextID } ?? true, "EditReporter: a handler has an unissued id")
        #endif
    }
}
