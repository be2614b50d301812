/// A map that compares a key with each of its keys while it holds few, and
/// hashes it in a dictionary beyond ``linearLimit``.
///
/// The maps a layout, a list or a state keeps are mostly short and asked
/// the same few keys over and over: the views of one layout, the reuse
/// identifiers of one list, the types of value states hold. Comparing an
/// object identity, or a string against the same string, is a fraction of
/// hashing it with `Hasher` (about 100 instructions for an `Int`, 500 for a
/// type's name).
///
/// Searches run from the last key set: what was set last is mostly what is
/// asked next.
///
/// Shared by the package's modules through the `Collections` SPI: public
/// and inlinable, so that each module specializes it for its keys (a
/// `package` type's inlinable code is not specialized in another module,
/// and the unspecialized lookups cost 40% more for a feed item).
@_spi(Collections) public struct ShortMap<Key: Hashable, Value> {
    /// The most keys compared one by one; past it, the entries move to a
    /// dictionary for good.
    public let linearLimit: Int

    @usableFromInline var keys: [Key] = []
    @usableFromInline var values: [Value] = []
    @usableFromInline var dictionary: [Key: Value]?

    /// An empty map with room for `capacity` entries.
    ///
    /// - Parameters:
    ///   - linearLimit: The most keys compared one by one: 32 by default,
    ///     where comparing object identities still costs less than hashing
    ///     one; fewer for keys that take longer to compare.
    ///   - capacity: The entries expected; beyond `linearLimit`, the map
    ///     starts as a dictionary.
    @inlinable
    public init(linearLimit: Int = 32, capacity: Int = 0) {
        self.linearLimit = linearLimit
        if capacity > linearLimit {
            dictionary = Dictionary(minimumCapacity: capacity)
        } else if capacity > 0 {
            keys.reserveCapacity(capacity)
            values.reserveCapacity(capacity)
        }
    }

    /// The number of entries.
    @inlinable
    public var count: Int { dictionary?.count ?? keys.count }

    /// The value of `key`, or `nil` when it has none.
    ///
    /// - Complexity: O(min(*n*, ``linearLimit``)) comparisons for *n*
    ///   entries, or one lookup beyond.
    @inlinable
    public subscript(key: Key) -> Value? {
        if let dictionary { return dictionary[key] }
        var index = keys.count
        while index > 0 {
            index -= 1
            if keys[index] == key { return values[index] }
        }
        return nil
    }

    /// Gives `key` the value `value`, replacing any it had.
    ///
    /// - Complexity: As the subscript, amortized.
    @inlinable
    public mutating func set(_ value: Value, for key: Key) {
        if dictionary != nil {
            dictionary![key] = value
            return
        }
        if let index = keys.lastIndex(of: key) {
            values[index] = value
            return
        }
        keys.append(key)
        values.append(value)
        if keys.count > linearLimit {
            dictionary = Dictionary(uniqueKeysWithValues: zip(keys, values))
            keys = []
            values = []
        }
    }
}
