import Glibc
import ListDiff
import ListDiffExchange
import TestSupport

// The CLI's input path under libFuzzer: bytes → JSON reader → exchange
// decoder → plan → apply. Input may fail with a typed error (a syntax error
// or a value of the wrong shape); anything else it does must be right: the
// plan applies and yields the new snapshot, its counts are the minimum, and
// both writers' output is well formed. A broken check traps, which libFuzzer
// reports as a crash with the input that caused it.
//
// The entry points are `JSONParser.parse` and `ExchangeDecoder`, so moving
// them into another module changes the import above and nothing else.

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExchange(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = count == 0 ? [] : [UInt8](UnsafeBufferPointer(start: start, count: count))
    let whole: Result<JSONValue, JSONParseError>
    do {
        whole = .success(try JSONParser.parse(bytes))
    } catch {
        whole = .failure(error)
    }
    checkReaders(bytes, whole: whole)
    let value: JSONValue
    switch whole {
    case .success(let parsed):
        value = parsed
    case .failure(let error):
        // A syntax error is a clean outcome; its position must be in the input.
        precondition(error.line >= 1 && error.column >= 1, "error position \(error.line):\(error.column)")
        return 0
    }
    let decoder = ExchangeDecoder()
    let old: ExchangeSnapshot
    let new: ExchangeSnapshot
    do {
        if decoder.isFixture(value) {
            let fixture = try decoder.fixture(value)
            (old, new) = (fixture.old, fixture.new)
        } else {
            // A lone snapshot: diff it against itself, from nothing and to nothing.
            let snapshot = try decoder.snapshot(value)
            check(from: snapshot, to: snapshot)
            check(from: ExchangeSnapshot(sections: []), to: snapshot)
            (old, new) = (snapshot, ExchangeSnapshot(sections: []))
        }
    } catch {
        precondition(!error.message.isEmpty, "a decoding failure without a message")
        return 0
    }
    check(from: old, to: new)
    return 0
}

func check(from old: ExchangeSnapshot, to new: ExchangeSnapshot) {
    let plan = ExchangePlan(from: old.sections, to: new.sections)
    do {
        let result = try plan.apply(to: old.sections, target: new.sections)
        precondition(result == new.sections, "the plan applied but did not reach the new snapshot")
    } catch {
        preconditionFailure("the plan does not apply: \(error)")
    }
    var minimum = MinimumCounts.between(old.sections, new.sections)
    minimum.stages = plan.counts.stages
    precondition(plan.counts == minimum, "counts \(plan.counts), minimum \(minimum)")
    precondition(plan.stages.count <= 4, "\(plan.stages.count) stages")
    if old == new { precondition(plan.isEmpty, "a snapshot diffed with itself gives a plan") }

    // The writers: the JSON one must produce JSON, the text one a line per
    // operation plus the summary.
    let json = PlanJSONWriter().write(plan)
    do {
        _ = try JSONParser.parse(Array(json.utf8))
    } catch {
        preconditionFailure("the JSON writer wrote invalid JSON (\(error)):\n\(json)")
    }
    let text = PlanTextWriter(isFlat: old.isFlat && new.isFlat).write(plan)
    precondition(text.hasSuffix("\n"), "the text writer's output does not end a line")
}

/// The streaming reader, asking a few bytes of the file at a time, and the
/// record reader (whole and streamed) must agree with the whole-buffer tree
/// parser: the same value, or the same error at the same place.
func checkReaders(_ bytes: [UInt8], whole: Result<JSONValue, JSONParseError>) {
    // 1 to 16 bytes at a time, so chunks end everywhere across runs.
    let readSize = bytes.count % 16 + 1
    withFile(holding: bytes) { descriptor in
        var parser = JSONParser(reading: descriptor, readSize: readSize)
        let streamed: Result<JSONValue, JSONParseError>
        do throws(JSONParseError) {
            streamed = .success(try parser.parseDocument())
        } catch {
            streamed = .failure(error)
        }
        switch (whole, streamed) {
        case (.success(let left), .success(let right)):
            precondition(left == right, "streamed \(readSize) bytes at a time, the value differs")
        case (.failure(let left), .failure(let right)):
            precondition(left == right, "streamed \(readSize) bytes at a time: \(right), whole: \(left)")
        default:
            preconditionFailure("streamed \(readSize) bytes at a time: \(streamed), whole: \(whole)")
        }
    }

    // The snapshot as the tree path reads it: the value parsed whole, then
    // decoded.
    let path = "input.json"
    let loader = FixtureLoader(reader: InputReader())
    let tree: Result<ExchangeSnapshot, InputError>
    do throws(InputError) {
        var parser = JSONParser(bytes: bytes)
        try InputReader.checkStart(&parser, at: path)
        let value: JSONValue
        do {
            value = try parser.parseDocument()
        } catch {
            throw InputReader.inputError(error, at: path)
        }
        do {
            tree = .success(try loader.decoder.snapshot(value))
        } catch {
            throw InputError(file: InputReader.displayName(path), path: error.path, error.message)
        }
    } catch {
        tree = .failure(error)
    }
    // The record reader, on the whole buffer and streamed.
    var results: [(String, Result<ExchangeSnapshot, InputError>)] = []
    do {
        results.append(("records", .success(try loader.snapshot(from: bytes, at: path))))
    } catch {
        results.append(("records", .failure(error)))
    }
    withFile(holding: bytes) { descriptor in
        var parser = JSONParser(reading: descriptor, readSize: readSize)
        do throws(InputError) {
            results.append(("streamed records", .success(try loader.snapshot(&parser, at: path))))
        } catch {
            results.append(("streamed records", .failure(error)))
        }
    }
    for (name, result) in results {
        switch (tree, result) {
        case (.success(let left), .success(let right)):
            precondition(left == right, "\(name): the snapshot differs from the tree path's")
        case (.failure(let left), .failure(let right)):
            precondition(left == right, "\(name): \(right), the tree path: \(left)")
        default:
            preconditionFailure("\(name): \(result), the tree path: \(tree)")
        }
    }
}

/// Calls `body` with a descriptor open on an unlinked temporary file
/// holding `bytes`, positioned at its start.
func withFile(holding bytes: [UInt8], _ body: (Int32) -> Void) {
    var template = Array("/tmp/fuzz-exchange-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    precondition(descriptor >= 0, "mkstemp failed")
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
        precondition(count > 0 || errno == EINTR, "write failed")
        written += max(count, 0)
    }
    precondition(lseek(descriptor, 0, SEEK_SET) == 0, "lseek failed")
    body(descriptor)
}
