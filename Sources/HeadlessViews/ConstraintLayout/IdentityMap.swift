/// A map from objects' identities to values that searches a short array
/// while it holds few entries, and a dictionary beyond.
///
/// A layout relates a few dozen views, and looking one up among them by
/// comparing identities costs a fraction of hashing one: building a feed
/// item looks views up hundreds of times.
struct IdentityMap<Value> {
    /// The most entries searched one by one; more move to a dictionary.
    static var linearLimit: Int { 32 }

    private var keys: [ObjectIdentifier] = []
    private var values: [Value] = []
    private var dictionary: [ObjectIdentifier: Value]?

    /// An empty map.
    init() {}

    /// An empty map with room for `capacity` entries.
    init(capacity: Int) {
        if capacity > Self.linearLimit {
            dictionary = Dictionary(minimumCapacity: capacity)
        } else {
            keys.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
        }
    }

    /// The value of `key`, or `nil` when it has none.
    ///
    /// - Complexity: O(min(*n*, ``linearLimit``)) for *n* entries.
    subscript(key: ObjectIdentifier) -> Value? {
        if let dictionary { return dictionary[key] }
        // From the last entry: a layout mostly asks about what it put last
        // (a view's planned parent, a format's views just put).
        var index = keys.count
        while index > 0 {
            index -= 1
            if keys[index] == key { return values[index] }
        }
        return nil
    }

    /// Gives `key` the value `value`, replacing any it had.
    ///
    /// - Complexity: O(min(*n*, ``linearLimit``)) for *n* entries, amortized.
    mutating func set(_ value: Value, for key: ObjectIdentifier) {
        if dictionary != nil {
            dictionary![key] = value
            return
        }
        if let index = keys.firstIndex(of: key) {
            values[index] = value
            return
        }
        keys.append(key)
        values.append(value)
        if keys.count > Self.linearLimit {
            dictionary = Dictionary(uniqueKeysWithValues: zip(keys, values))
            keys = []
            values = []
        }
    }
}
