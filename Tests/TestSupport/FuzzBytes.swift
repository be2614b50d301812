/// A fuzzer's bytes as a random number generator, so that a fuzzer steers
/// a case written with random choices: each draw is one byte spread over
/// the 64 bits (so that a range is cut into 256 even steps). Once the bytes
/// run out, a sequence seeded by their count goes on: a constant one would
/// make the standard library's draw in a range retry for ever (it draws
/// again while the low bits fall short).
public struct FuzzBytes: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var rest: SeededGenerator

    /// A generator that draws `bytes`, then a sequence seeded by their count.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        rest = SeededGenerator(seed: UInt64(bytes.count))
    }

    /// The next byte spread over 64 bits, or the seeded sequence's next.
    public mutating func next() -> UInt64 {
        guard position < bytes.count else { return rest.next() }
        defer { position += 1 }
        return UInt64(bytes[position]) &* 0x0101_0101_0101_0101
    }
}
