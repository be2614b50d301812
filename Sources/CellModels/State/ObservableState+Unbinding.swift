extension ObservableState: BindingHost {
    /// The number of bindings still bound. A binding whose view or owner was
    /// deallocated counts until the next change or binding finds it.
    @_spi(Instrumentation)
    public var bindingCount: Int {
        bindings.count { $0.isBound }
    }

    /// Ends every binding of the state.
    ///
    /// - Complexity: O(*b*²) in the worst case, where *b* is the number of
    ///   bindings.
    public func unbindAll() {
        for binding in bindings {
            binding.unbind()
        }
    }

    /// Ends the state's bindings to `view`.
    ///
    /// - Complexity: O(*b*²) in the worst case, where *b* is the number of
    ///   bindings.
    public func unbind(view: AnyObject) {
        for binding in bindings where binding.isBound(to: view) {
            binding.unbind()
        }
    }

    /// Ends the bindings of the part of the value at `path`, such as a
    /// struct-backed model's `\.name`; bindings of other paths, including
    /// longer ones like `\.name.first`, stay.
    ///
    /// - Complexity: O(*b*²) in the worst case, where *b* is the number of
    ///   bindings.
    public func unbind<Part>(_ path: WritableKeyPath<Value, Part>) {
        let path = path as AnyKeyPath
        for binding in bindings where binding.sourcePath == path {
            binding.unbind()
        }
    }

    /// Forgets `binding`, which has just ended.
    ///
    /// A plain loop over the entries, so that the compiler specialises it,
    /// where `removeAll(where:)` ran the library's generic code.
    ///
    /// - Complexity: O(*b*), where *b* is the number of bindings.
    func removeBinding(_ binding: ViewBinding) {
        var index = bindings.startIndex
        while index < bindings.endIndex {
            if bindings[index] === binding {
                bindings.remove(at: index)
                break
            }
            index += 1
        }
        checkInvariants()
    }
}
