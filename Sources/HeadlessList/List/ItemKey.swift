/// The stable key a list gives an item, or a section, when it enters the
/// list's data: it follows the item through moves and refreshes, and is how
/// the visible cells, the solves kept for items, the selection and the
/// header and footer views follow what they show.
///
/// Keys come from the list's own counter, never from outside, so a
/// dictionary or set of them hashes a key with a multiplication and a
/// shift rather than SipHash's rounds: a list looks its visible cells and
/// kept solves up by key for every cell it shows (Int's hashing was about
/// 6% of a self-sizing list's scrolling and 10% of a fixed-row one's).
struct ItemKey: Hashable, Sendable, CustomStringConvertible {
    /// The counter's value when the key was made.
    let rawValue: Int

    /// The key made from the counter's value `rawValue`.
    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    var description: String { "#\(rawValue)" }

    func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// What `Dictionary` and `Set` hash a key with (the standard library's
    /// customization point for a cheaper hash than `hash(into:)`'s):
    /// Fibonacci hashing of the key mixed with the table's seed, its high
    /// bits folded into the low ones that pick a bucket. A run of keys from
    /// the counter fills a run of buckets' worth of distinct values.
    func _rawHashValue(seed: Int) -> Int {
        let product = (rawValue ^ seed) &* -7_046_029_254_386_353_131
        return product ^ (product >> 32)
    }
}
