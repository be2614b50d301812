import ListDiffExchange

/// A command's arguments as it reads them: options with a value
/// (`--format json` or `--format=json`), flags (`--quiet`) and the paths left
/// over, with a usage error for anything it does not know.
struct Arguments {
    /// The values given to each option with a value, by name.
    private(set) var values: [String: String] = [:]
    /// The flags given.
    private(set) var flags: Set<String> = []
    /// Everything that is not an option, in order (`-` is a path).
    private(set) var paths: [String] = []

    /// The `--id` option's key, `id` by default: a dotted path of non-empty
    /// keys.
    func idKey() throws(UsageError) -> String {
        try key("--id") ?? "id"
    }

    /// The `--section-id` option's key, `nil` (the `--id` key) by default.
    func sectionIDKey() throws(UsageError) -> String? {
        try key("--section-id")
    }

    /// The key given to `option`, a dotted path of non-empty keys; `nil`
    /// when the option is not given.
    func key(_ option: String) throws(UsageError) -> String? {
        guard let key = values[option] else { return nil }
        guard ExchangeDecoder.keyProblem(key) == nil else {
            throw UsageError("\(option) needs a key such as 'id' or 'meta.uuid', not '\(key)'")
        }
        return key
    }

    /// Reads `arguments` for `command`, which takes the options with a value
    /// in `valued` (each with what its value may be, for the message when it
    /// is missing) and the flags in `flags` (names with their dashes).
    init(_ arguments: [String], command: String, valued: [String: String], flags known: Set<String>)
        throws(UsageError)
    {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-") && argument != "-" else {
                paths.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            if let hint = valued[name] {
                guard let value = parts.count == 2 ? parts[1] : remaining.popFirst() else {
                    throw UsageError("\(name) needs a value: \(hint)")
                }
                values[name] = value
            } else if known.contains(name) && parts.count == 1 {
                flags.insert(name)
            } else {
                throw UsageError("unknown option '\(argument)' for '\(command)'")
            }
        }
    }
}
