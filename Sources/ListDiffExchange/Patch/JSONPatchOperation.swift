/// One operation of a JSON Patch (RFC 6902), with its paths as JSON Pointers
/// (RFC 6901) already escaped.
package enum JSONPatchOperation: Hashable, Sendable {
    /// Removes the value at `path`.
    case remove(path: String)
    /// Adds `value` at `path`: an array index shifts the elements from there
    /// on; an object member is set.
    case add(path: String, value: JSONValue)
    /// Replaces the value at `path`, which must exist.
    case replace(path: String, value: JSONValue)
    /// Removes the value at `from` and adds it at `path`, a position in the
    /// document after the removal.
    case move(from: String, path: String)

    /// Appends the operation as one compact JSON object:
    /// `{"op": "move", "from": "/3", "path": "/0"}`.
    func append(to bytes: inout [UInt8]) {
        func member(_ name: String, _ pointer: String) {
            bytes += ", \"\(name)\": ".utf8
            JSONValue.appendQuoted(pointer, to: &bytes)
        }
        switch self {
        case .remove(let path):
            bytes += #"{"op": "remove""#.utf8
            member("path", path)
        case .add(let path, let value), .replace(let path, let value):
            let name = if case .add = self { #"{"op": "add""# } else { #"{"op": "replace""# }
            bytes += name.utf8
            member("path", path)
            bytes += #", "value": "#.utf8
            value.appendJSONText(to: &bytes)
        case .move(let from, let path):
            bytes += #"{"op": "move""#.utf8
            member("from", from)
            member("path", path)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The JSON Pointer of `key` below `path`, with `~` written `~0` and
    /// `/` written `~1`.
    static func pointer(_ path: String, _ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return path + "/" + key
        }
        return path + "/" + key.replacingTilde()
    }

    /// The JSON Pointer of array index `index` below `path`.
    static func pointer(_ path: String, _ index: Int) -> String {
        path + "/" + String(index)
    }
}

extension String {
    /// The string as a JSON Pointer reference token: `~` as `~0`, then `/`
    /// as `~1`.
    fileprivate func replacingTilde() -> String {
        var result = ""
        for character in unicodeScalars {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
