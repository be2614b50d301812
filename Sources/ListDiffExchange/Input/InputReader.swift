import Foundation

/// Reads input files (or standard input, for `-`) and parses them as JSON,
/// turning every failure into an ``InputError`` that names the file.
///
/// Files and standard input are streamed: the parser reads them a chunk at a
/// time (``JSONParser/chunkSize``) and drops what it has parsed, so reading
/// takes little memory beyond the values made, and a bad byte fails as soon
/// as it is read.
package struct InputReader: Sendable {
    /// Reads all of standard input, for tests that give it as bytes; `nil`
    /// streams the process's standard input.
    package var readStandardInput: (@Sendable () -> [UInt8])?

    package init(readStandardInput: (@Sendable () -> [UInt8])? = nil) {
        self.readStandardInput = readStandardInput
    }

    /// The name of a path in messages: `<stdin>` for `-`, and the empty
    /// string for `nil`, bytes that came from no file.
    package static func displayName(_ path: String?) -> String {
        path == "-" ? "<stdin>" : path ?? ""
    }

    /// Reads and parses the JSON in `path`, streamed.
    package func json(at path: String) throws(InputError) -> JSONValue {
        try withParser(at: path) { parser throws(InputError) in try Self.json(&parser, at: path) }
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
        var parser = JSONParser(bytes: bytes)
        return try Self.json(&parser, at: path)
    }

    /// Parses the one JSON value `parser` reads, from `path`.
    static func json(_ parser: inout JSONParser, at path: String?) throws(InputError) -> JSONValue {
        try checkStart(&parser, at: path)
        do {
            return try parser.parseDocument()
        } catch {
            throw inputError(error, at: path)
        }
    }

    /// Reads what comes before the first value, and throws when the input is
    /// empty or only white space.
    ///
    /// - Throws: ``InputError`` naming the file: `empty file, expected JSON`
    ///   (`empty input` for bytes from no file) or `no JSON, only white
    ///   space`.
    package static func checkStart(_ parser: inout JSONParser, at path: String?) throws(InputError) {
        switch parser.start() {
        case .empty:
            throw InputError(file: displayName(path), "empty \(path == nil ? "input" : "file"), expected JSON")
        case .whiteSpace:
            throw InputError(file: displayName(path), "no JSON, only white space")
        case .other:
            break
        }
    }

    /// A syntax error in the file at `path`, as an input error.
    package static func inputError(_ error: JSONParseError, at path: String?) -> InputError {
        InputError(file: displayName(path), position: (error.line, error.column), "invalid JSON: \(error.message)")
    }

    /// Calls `body` with a parser streaming the file at `path`, or standard
    /// input for `-`.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-`.
    ///   - body: Reads what it needs with the parser.
    /// - Returns: What `body` returns.
    /// - Throws: ``InputError`` when the file is missing, is a folder or
    ///   cannot be read, or what `body` throws.
    package func withParser<Result>(
        at path: String, _ body: (inout JSONParser) throws(InputError) -> Result
    ) throws(InputError) -> Result {
        let name = Self.displayName(path)
        if path == "-", let readStandardInput {
            var parser = JSONParser(bytes: readStandardInput())
            return try body(&parser)
        }
        let descriptor: Int32
        if path == "-" {
            descriptor = STDIN_FILENO
        } else {
            try Self.checkIsFile(path)
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw InputError(file: name, "cannot be read (check its permissions)") }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var parser = JSONParser(reading: descriptor)
        let result: Result
        do {
            result = try body(&parser)
        } catch {
            throw parser.readFailed ? InputError(file: name, "cannot be read (check its permissions)") : error
        }
        if parser.readFailed { throw InputError(file: name, "cannot be read (check its permissions)") }
        return result
    }

    /// The bytes of the file at `path`, or of standard input for `-`.
    ///
    /// - Parameter path: A file path, or `-`.
    /// - Returns: The file's bytes, whole.
    /// - Throws: ``InputError`` when the file is missing, is a folder or
    ///   cannot be read.
    package func bytes(at path: String) throws(InputError) -> [UInt8] {
        let name = Self.displayName(path)
        if path == "-" {
            if let readStandardInput { return readStandardInput() }
            guard let bytes = Self.contents(of: STDIN_FILENO) else {
                throw InputError(file: name, "cannot be read (check its permissions)")
            }
            return bytes
        }
        try Self.checkIsFile(path)
        guard let bytes = Self.contents(ofFile: path) else {
            throw InputError(file: name, "cannot be read (check its permissions)")
        }
        return bytes
    }

    /// Throws unless `path` names a file that exists and is not a folder.
    static func checkIsFile(_ path: String) throws(InputError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(file: displayName(path), "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(file: displayName(path), "is a directory, expected a JSON file")
        }
    }

    /// The bytes of a file, or `nil` if it cannot be opened or read.
    static func contents(ofFile path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return contents(of: descriptor)
    }

    /// Everything left to read from `descriptor`, read with POSIX calls, or
    /// `nil` if reading fails.
    ///
    /// Not `FileManager.contents(atPath:)`: on an empty file it loses its
    /// 4,096-byte read buffer (swift-corelibs-foundation in Swift 6.3.1),
    /// which LeakSanitizer reports.
    static func contents(of descriptor: Int32) -> [UInt8]? {
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
}
