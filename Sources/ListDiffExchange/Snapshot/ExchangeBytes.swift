import Foundation

/// A run of ASCII bytes in storage shared by many values: the text of a
/// compact identifier or the canonical JSON text of a compact content.
///
/// A snapshot read from a large file keeps its identifiers and contents as
/// runs in a few shared buffers instead of one heap object each (see
/// ``ExchangeDecoder/compactSnapshot(_:)``). Only ASCII text is kept this
/// way: for ASCII, equal bytes and equal Swift strings are the same thing, so
/// two runs compare by their bytes.
package struct ExchangeBytes: Hashable, Sendable {
    /// The shared buffer runs point into; it never changes once made.
    final class Storage: Sendable {
        let bytes: [UInt8]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }
    }

    /// The buffer.
    let storage: Storage
    /// The offset of the first byte in the buffer.
    let start: UInt32
    /// The number of bytes.
    let count: UInt32

    /// Creates a run of `count` bytes at `start` in `storage`.
    ///
    /// - Precondition: The run lies inside the storage.
    init(storage: Storage, start: UInt32, count: UInt32) {
        precondition(Int(start) + Int(count) <= storage.bytes.count, "a run of bytes past the end of its storage")
        self.storage = storage
        self.start = start
        self.count = count
    }

    /// Calls `body` with the run's bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        storage.bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(start)..<Int(start) + Int(count)]))
        }
    }

    /// The run as a string.
    var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether two runs hold the same bytes.
    ///
    /// - Complexity: O(*n*), where *n* is the shorter count.
    package static func == (lhs: ExchangeBytes, rhs: ExchangeBytes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.storage === rhs.storage && lhs.start == rhs.start { return true }
        return lhs.withBytes { left in
            rhs.withBytes { right in left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 }
        }
    }

    /// Hashes the bytes.
    ///
    /// - Parameter hasher: The hasher to feed.
    package func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
