import Foundation

/// Reads input files (or standard input, for `-`) and parses them as JSON,
/// turning every failure into an ``InputError`` that names the file.
package struct InputReader: Sendable {
    /// Reads all of standard input.
    package var readStandardInput: @Sendable () -> [UInt8]

    package init(readStandardInput: @escaping @Sendable () -> [UInt8] = InputReader.readAllOfStandardInput) {
        self.readStandardInput = readStandardInput
    }

    /// The name of a path in messages.
    package static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : path
    }

    /// Reads and parses the JSON in `path`.
    package func json(at path: String) throws(InputError) -> JSONValue {
        let name = Self.displayName(path)
        let bytes = try self.bytes(at: path)
        guard bytes.contains(where: { !Self.isWhitespace($0) }) else {
            throw InputError(file: name, bytes.isEmpty ? "empty file, expected JSON" : "no JSON, only white space")
        }
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw InputError(file: name, position: (error.line, error.column), "invalid JSON: \(error.message)")
        }
    }

    func bytes(at path: String) throws(InputError) -> [UInt8] {
        if path == "-" { return readStandardInput() }
        let name = Self.displayName(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(file: name, "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputError(file: name, "is a directory, expected a JSON file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: name, "cannot be read (check its permissions)")
        }
        return [UInt8](data)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Reads standard input to its end.
    package static let readAllOfStandardInput: @Sendable () -> [UInt8] = {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
}
