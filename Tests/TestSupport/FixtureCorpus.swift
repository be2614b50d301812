import Foundation

/// Where the fixture corpus lives, and its files: every test target that
/// replays `Fixtures/` finds it here.
public enum FixtureCorpus {
    /// The `Fixtures/` folder at the root of the package.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every `*.json` file below ``root``, as a path relative to it, sorted.
    public static let files: [String] = {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The absolute path of `file`, a path relative to ``root``.
    public static func path(of file: String) -> String {
        root.appendingPathComponent(file).path
    }
}
