import Foundation

/// Reads input files (or standard input, for `-`) and parses them as JSON,
/// turning every failure into an ``InputError`` that names the file.
package struct InputReader: Sendable {
    /// Reads all of standard input.
    package var readStandardInput: @Sendable () -> [UInt8]

    package init(readStandardInput: @escaping @Sendable () -> [UInt8] = InputReader.readAllOfStandardInput) {
        self.readStandardInput = readStandardInput
    }

    /// The name of a path in messages: `<stdin>` for `-`, and the empty
    /// string for `nil`, bytes that came from no file.
    package static func displayName(_ path: String?) -> String {
        path == "-" ? "<stdin>" : path ?? ""
    }

    /// Reads and parses the JSON in `path`.
    package func json(at path: String) throws(InputError) -> JSONValue {
        try json(from: self.bytes(at: path), at: path)
    }

    /// Parses the JSON in `bytes`, read from `path`.
    ///
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - path: The path the bytes were read from, `-`, or `nil` for bytes
    ///     from no file, for messages.
    /// - Returns: The value.
    /// - Throws: ``InputError`` naming the file when it is empty, only white
    ///   space or not valid JSON, with the line and column of a syntax error.
    package func json(from bytes: [UInt8], at path: String?) throws(InputError) -> JSONValue {
        let name = Self.displayName(path)
        guard bytes.contains(where: { !Self.isWhitespace($0) }) else {
            let what = path == nil ? "input" : "file"
            throw InputError(file: name, bytes.isEmpty ? "empty \(what), expected JSON" : "no JSON, only white space")
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw InputError(file: name, position: (error.line, error.column), "invalid JSON: \(error.message)")
        }
    }

    /// The bytes of the file at `path`, or of standard input for `-`.
    ///
    /// - Parameter path: A file path, or `-`.
    /// - Returns: The file's bytes, whole.
    /// - Throws: ``InputError`` when the file is missing, is a folder or
    ///   cannot be read.
    package func bytes(at path: String) throws(InputError) -> [UInt8] {
        if path == "-" { return readStandardInput() }
        let name = Self.displayName(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(file: name, "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(file: name, "is a directory, expected a JSON file")
        }
        guard let bytes = Self.contents(ofFile: path) else {
            throw InputError(file: name, "cannot be read (check its permissions)")
        }
        return bytes
    }

    /// The bytes of a file, read with POSIX calls, or `nil` if it cannot be
    /// opened or read.
    ///
    /// Not `FileManager.contents(atPath:)`: on an empty file it loses its
    /// 4,096-byte read buffer (swift-corelibs-foundation in Swift 6.3.1),
    /// which LeakSanitizer reports.
    static func contents(ofFile path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            bytes += chunk[..<count]
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Reads standard input to its end.
    package static let readAllOfStandardInput: @Sendable () -> [UInt8] = {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
