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
/// It holds its bindings weakly.
@MainActor
public final class BindingOwner {
    private struct WeakBinding {
        weak var binding: ViewBinding?
    }

    private var bindings: [WeakBinding] = []

    /// Creates an owner with no bindings.
    public nonisolated init() {}

    /// The number of bindings it owns that are still bound.
    public var bindingCount: Int {
        bindings.count { $0.binding?.isBound == true }
    }

    /// Ends every binding it owns.
    ///
    /// - Complexity: O(*n*), where *n* is the number of bindings it owns,
    ///   times the cost of ``ViewBinding/unbind()``.
    public func unbindAll() {
        let bindings = bindings
        self.bindings = []
        for entry in bindings {
            entry.binding?.unbind()
        }
    }

    func add(_ binding: ViewBinding) {
        bindings.removeAll { $0.binding?.isBound != true }
        bindings.append(WeakBinding(binding: binding))
    }
}
