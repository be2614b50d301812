extension ObservableState {
    /// Checks that every observation and every binding is registered once,
    /// and that each binding names this state as its own.
    ///
    /// Called after every change to the state's observers and bindings in
    /// debug and test builds; does nothing in release builds.
    ///
    /// - Complexity: O(*o* + *b*), where *o* and *b* are the numbers of
    ///   observations and bindings.
    func checkInvariants() {
        #if DEBUG
            var observations = Set<ObjectIdentifier>()
            for id in willSetObservers.map({ ObjectIdentifier($0.observation) })
                + didSetObservers.map({ ObjectIdentifier($0.observation) })
                + willGetObservers.map({ ObjectIdentifier($0.observation) })
                + didGetObservers.map({ ObjectIdentifier($0.observation) })
            {
                precondition(observations.insert(id).inserted, "ObservableState: an observation is registered twice")
            }
            var bindings = Set<ObjectIdentifier>()
            for binding in self.bindings {
                precondition(
                    bindings.insert(ObjectIdentifier(binding)).inserted,
                    "ObservableState: a binding is registered twice")
                precondition(binding.state === self, "ObservableState: a binding it holds names another state")
            }
        #endif
    }
}
