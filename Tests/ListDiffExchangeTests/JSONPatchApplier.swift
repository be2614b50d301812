@testable import ListDiffExchange

/// A JSON Patch applier that follows RFC 6902 to the letter, with JSON
/// Pointers as RFC 6901 defines them: the oracle for the patches
/// `JSONPatchWriter` makes, written from the RFCs, not from the writer.
///
/// - Operations apply in order to the result of the one before; any error
///   stops the whole patch (section 5).
/// - `add` (4.1): the path's parent must exist; an array index may be the
///   array's count or `-` (append), never more; an object member is set,
///   replacing one that exists; the path `""` replaces the document.
/// - `remove` (4.2), `replace` (4.3): the target must exist.
/// - `move` (4.4): `from` must exist and must not be a proper prefix of
///   `path`; the value is removed, then added at `path` in the result.
/// - `copy` (4.5): `from` must exist; its value is added at `path`.
/// - `test` (4.6): the target must equal `value` as a JSON value.
/// - Pointers: `""` is the document, anything else starts with `/`; `~1` is
///   `/` and `~0` is `~` (decoded in that order), any other `~` is an error;
///   an array index is `0` or digits without a leading zero.
/// - An operation object needs `op` and `path`, `value` for add, replace
///   and test, `from` for move and copy; other members are ignored (4).
enum JSONPatchApplier {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Applies `patch`, a JSON array of operations, to `document`.
    static func apply(_ patch: JSONValue, to document: JSONValue) throws(Failure) -> JSONValue {
        guard case .array(let operations) = patch else { throw Failure(description: "a patch is an array") }
        var document = document
        for (index, operation) in operations.enumerated() {
            do {
                document = try applyOperation(operation, to: document)
            } catch {
                throw Failure(description: "operation \(index): \(error)")
            }
        }
        return document
    }

    static func applyOperation(_ operation: JSONValue, to document: JSONValue) throws(Failure) -> JSONValue {
        guard case .object(let members) = operation else { throw Failure(description: "not an object") }
        guard case .string(let op)? = members["op"] else { throw Failure(description: "no \"op\" string") }
        guard case .string(let pathText)? = members["path"] else { throw Failure(description: "no \"path\" string") }
        let path = try pointer(pathText)
        func member(_ name: String) throws(Failure) -> JSONValue {
            guard let value = members[name] else { throw Failure(description: "\(op) needs \"\(name)\"") }
            return value
        }
        func from() throws(Failure) -> [String] {
            guard case .string(let text) = try member("from") else {
                throw Failure(description: "\"from\" is a string")
            }
            return try pointer(text)
        }
        switch op {
        case "add":
            return try add(try member("value"), at: path, in: document)
        case "remove":
            return try remove(at: path, in: document).document
        case "replace":
            let value = try member("value")
            _ = try get(path, in: document)
            // Removing the document and adding a value is replacing it.
            if path.isEmpty { return value }
            return try add(value, at: path, in: try remove(at: path, in: document).document)
        case "move":
            let source = try from()
            if source.count < path.count && Array(path.prefix(source.count)) == source {
                throw Failure(description: "move from a proper prefix of its path")
            }
            let (rest, value) = try remove(at: source, in: document)
            return try add(value, at: path, in: rest)
        case "copy":
            return try add(try get(try from(), in: document), at: path, in: document)
        case "test":
            guard try get(path, in: document) == (try member("value")) else {
                throw Failure(description: "test failed at \(pathText)")
            }
            return document
        default:
            throw Failure(description: "unknown op \(op)")
        }
    }

    /// The reference tokens of a JSON Pointer.
    static func pointer(_ text: String) throws(Failure) -> [String] {
        guard !text.isEmpty else { return [] }
        guard text.hasPrefix("/") else { throw Failure(description: "pointer \(text) does not start with /") }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var scalars = raw.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                guard scalar == "~" else {
                    token.unicodeScalars.append(scalar)
                    continue
                }
                switch scalars.next() {
                case "0": token += "~"
                case "1": token += "/"
                default: throw Failure(description: "bad escape in \(text)")
                }
            }
            tokens.append(token)
        }
        return tokens
    }

    /// An array index token: `0`, or digits without a leading zero.
    static func index(_ token: String, count: Int, allowingEnd: Bool) throws(Failure) -> Int {
        if allowingEnd && token == "-" { return count }
        guard !token.isEmpty, token.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), token == "0" || !token.hasPrefix("0"),
            let index = Int(token), index < count || (allowingEnd && index == count)
        else { throw Failure(description: "bad index \(token) for \(count) elements") }
        return index
    }

    static func get(_ path: [String], in document: JSONValue) throws(Failure) -> JSONValue {
        var current = document
        for token in path {
            switch current {
            case .object(let members):
                guard let next = members[token] else { throw Failure(description: "no member \(token)") }
                current = next
            case .array(let elements):
                current = elements[try index(token, count: elements.count, allowingEnd: false)]
            default:
                throw Failure(description: "\(token) inside a scalar")
            }
        }
        return current
    }

    static func add(_ value: JSONValue, at path: [String], in document: JSONValue) throws(Failure) -> JSONValue {
        guard let last = path.last else { return value }
        return try update(Array(path.dropLast()), in: document) { parent throws(Failure) in
            switch parent {
            case .object(var members):
                members[last] = value
                return .object(members)
            case .array(var elements):
                elements.insert(value, at: try index(last, count: elements.count, allowingEnd: true))
                return .array(elements)
            default:
                throw Failure(description: "add inside a scalar")
            }
        }
    }

    static func remove(at path: [String], in document: JSONValue) throws(Failure) -> (
        document: JSONValue, removed: JSONValue
    ) {
        guard let last = path.last else { throw Failure(description: "cannot remove the document") }
        var removed = JSONValue.null
        let result = try update(Array(path.dropLast()), in: document) { parent throws(Failure) in
            switch parent {
            case .object(var members):
                guard let value = members.removeValue(forKey: last) else {
                    throw Failure(description: "no member \(last)")
                }
                removed = value
                return .object(members)
            case .array(var elements):
                removed = elements.remove(at: try index(last, count: elements.count, allowingEnd: false))
                return .array(elements)
            default:
                throw Failure(description: "remove inside a scalar")
            }
        }
        return (result, removed)
    }

    /// `document` with the value at `path` replaced by `change` of it.
    static func update(
        _ path: [String], in document: JSONValue, _ change: (JSONValue) throws(Failure) -> JSONValue
    ) throws(Failure) -> JSONValue {
        guard let first = path.first else { return try change(document) }
        let rest = Array(path.dropFirst())
        switch document {
        case .object(var members):
            guard let child = members[first] else { throw Failure(description: "no member \(first)") }
            members[first] = try update(rest, in: child, change)
            return .object(members)
        case .array(var elements):
            let position = try index(first, count: elements.count, allowingEnd: false)
            elements[position] = try update(rest, in: elements[position], change)
            return .array(elements)
        default:
            throw Failure(description: "\(first) inside a scalar")
        }
    }
}
