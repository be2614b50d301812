/// Collects decoded items, moving their ASCII identifiers and ASCII contents
/// into shared storage, one chunk of items at a time.
///
/// A string identifier longer than 15 bytes (a shorter one fits inside its
/// `String`) becomes ``ExchangeID/asciiString(_:)``; a content whose strings
/// and keys are ASCII becomes ``ExchangeContent/canonical(_:)``. Everything
/// else is kept as it is.
struct CompactItemBuilder {
    /// A part of an item still to be made: ready, or a run in the chunk's bytes.
    private enum Pending<Final> {
        case ready(Final)
        case run(start: UInt32, count: UInt32)
    }

    /// Items per chunk of storage: bounds the pending items and the bytes
    /// gathered before they are frozen into storage.
    private static var chunkSize: Int { 4096 }

    /// The items made so far.
    private var items: [ExchangeItem] = []
    /// The items of the current chunk.
    private var pending: [(id: Pending<ExchangeID>, content: Pending<ExchangeContent>)] = []
    /// The bytes of the current chunk.
    private var bytes: [UInt8] = []

    /// Adds an item.
    mutating func append(_ item: ExchangeItem) {
        var id = Pending<ExchangeID>.ready(item.id)
        if case .string(let text) = item.id.storage, text.utf8.count > 15,
            let run: Pending<ExchangeID> = storeIfASCII({ $0 += text.utf8 })
        {
            id = run
        }
        var content = Pending<ExchangeContent>.ready(item.storedContent)
        if case .value(let value) = item.storedContent,
            let run: Pending<ExchangeContent> = storeIfASCII({ value.appendJSONText(to: &$0) })
        {
            content = run
        }
        pending.append((id, content))
        if pending.count == Self.chunkSize { freezeChunk() }
    }

    /// Adds the item a flat record makes: its identifier, and its
    /// content (`null` when it has no other member).
    mutating func append(_ record: JSONParser.FlatRecord) {
        var id: Pending<ExchangeID>
        if record.idIsInteger {
            id = .ready(.integer(String(decoding: record.id, as: UTF8.self)))
        } else if record.id.count > 15, let run: Pending<ExchangeID> = store(record.id) {
            id = run
        } else {
            id = .ready(.string(String(decoding: record.id, as: UTF8.self)))
        }
        var content = Pending<ExchangeContent>.ready(.null)
        if !record.content.isEmpty {
            // Always stored (unless a chunk ever held 4 GiB).
            content =
                store(record.content) ?? .ready(ExchangeContent((try? JSONParser.parse(record.content)) ?? .null))
        }
        pending.append((id, content))
        if pending.count == Self.chunkSize { freezeChunk() }
    }

    /// The items, in the order they were added.
    mutating func finish() -> [ExchangeItem] {
        freezeChunk()
        return items
    }

    /// Appends what `write` writes to the chunk's bytes and returns its run;
    /// `nil`, with nothing appended, if it is not all ASCII or the offsets
    /// would not fit.
    ///
    /// A JSON text is ASCII exactly when its strings and keys are, since it
    /// writes them as they are and everything else in ASCII.
    private mutating func storeIfASCII<Final>(_ write: (inout [UInt8]) -> Void) -> Pending<Final>? {
        let start = bytes.count
        write(&bytes)
        guard bytes[start...].allSatisfy({ $0 < 0x80 }), let first = UInt32(exactly: start),
            let count = UInt32(exactly: bytes.count - start), UInt32.max - first >= count
        else {
            bytes.removeSubrange(start...)
            return nil
        }
        return .run(start: first, count: count)
    }

    /// Appends ASCII text to the chunk's bytes and returns its run; `nil`,
    /// with nothing appended, if the offsets would not fit.
    private mutating func store<Final>(_ ascii: [UInt8]) -> Pending<Final>? {
        guard let start = UInt32(exactly: bytes.count), let count = UInt32(exactly: ascii.count),
            UInt32.max - start >= count
        else { return nil }
        bytes += ascii
        return .run(start: start, count: count)
    }

    /// Makes the pending items, pointing into one storage of exactly the
    /// chunk's bytes.
    private mutating func freezeChunk() {
        guard !pending.isEmpty else { return }
        let storage = ExchangeBytes.Storage(Array(bytes[...]))
        for (id, content) in pending {
            let finalID: ExchangeID =
                switch id {
                case .ready(let id): id
                case .run(let start, let count):
                    .asciiString(ExchangeBytes(storage: storage, start: start, count: count))
                }
            let finalContent: ExchangeContent =
                switch content {
                case .ready(let content): content
                case .run(let start, let count): .canonical(ExchangeBytes(storage: storage, start: start, count: count))
                }
            items.append(ExchangeItem(id: finalID, storedContent: finalContent))
        }
        pending.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }
}
