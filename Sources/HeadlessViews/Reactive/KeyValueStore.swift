import CellModels
import Foundation

/// Values stored by key in a `UserDefaults`, which tell their observers
/// when they change, on every platform.
///
/// Key-value observing of `UserDefaults` exists only on Apple platforms, and
/// elsewhere `UserDefaults` posts no change notification; a store's own
/// setters do tell its observers. Read and write through the store, and
/// observe with ``changes(of:)``, or a reactive extension made of it:
///
/// ```swift
/// extension KeyValueStore {
///     var username: String? {
///         get { string(forKey: "username") }
///         set { set(newValue, forKey: "username") }
///     }
/// }
///
/// extension Reactive where Base: KeyValueStore {
///     var username: EventSource<String?> { base.changes(of: \.username) }
/// }
///
/// label.reactive.text <~ KeyValueStore.standard.reactive.username
/// ```
@MainActor
public final class KeyValueStore: ReactiveExtended {
    /// The store of `UserDefaults.standard`.
    public static let standard = KeyValueStore(UserDefaults.standard)

    /// Where the values are kept.
    public let defaults: UserDefaults

    /// What to call after every set, by the number of its subscription.
    private var observers: [Int: () -> Void] = [:]
    private var nextObserver = 0

    /// A store that keeps its values in `defaults`.
    ///
    /// - Parameter defaults: Where the values are kept.
    public init(_ defaults: UserDefaults) {
        self.defaults = defaults
    }

    /// The string stored for `key`, if any.
    ///
    /// - Parameter key: The key.
    /// - Returns: The string, or `nil` when none or another type is stored.
    public func string(forKey key: String) -> String? {
        defaults.string(forKey: key)
    }

    /// The integer stored for `key`, or 0.
    ///
    /// - Parameter key: The key.
    /// - Returns: The integer.
    public func integer(forKey key: String) -> Int {
        defaults.integer(forKey: key)
    }

    /// The Boolean stored for `key`, or `false`.
    ///
    /// - Parameter key: The key.
    /// - Returns: The Boolean.
    public func bool(forKey key: String) -> Bool {
        defaults.bool(forKey: key)
    }

    /// Stores `value` for `key` (`nil` removes it) and tells the observers.
    ///
    /// - Parameters:
    ///   - value: A property-list value, or `nil`.
    ///   - key: The key.
    /// - Complexity: O(*o*), where *o* is the number of observers.
    public func set(_ value: Any?, forKey key: String) {
        if let value {
            defaults.set(value, forKey: key)
        } else {
            defaults.removeObject(forKey: key)
        }
        for observer in observers.values { observer() }
    }

    /// The value at `keyPath` now and after every change of it: an event
    /// with the current value when observed, then one each time a set
    /// through this store changes it.
    ///
    /// - Parameter keyPath: A property of the store, usually one of your
    ///   extensions reading a key.
    /// - Returns: The events.
    public func changes<Value: Equatable>(of keyPath: KeyPath<KeyValueStore, Value>) -> EventSource<Value> {
        EventSource { [weak self] send in
            guard let self else { return {} }
            var last = self[keyPath: keyPath]
            send(last)
            let id = nextObserver
            nextObserver += 1
            observers[id] = { [weak self] in
                guard let self else { return }
                let value = self[keyPath: keyPath]
                guard value != last else { return }
                last = value
                send(value)
            }
            return { [weak self] in self?.observers[id] = nil }
        }
    }

    /// The number of observers, for tests of their ending.
    public var observerCount: Int { observers.count }
}
