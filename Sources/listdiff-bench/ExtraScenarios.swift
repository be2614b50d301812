import ListDiff

/// Scenarios that need the other modules (cell models, the headless table).
enum ExtraScenarios {
    static func all(scale: Int, runs: Int, scenario2: (old: [UUIDItem], new: [UUIDItem])) -> [Row] {
        []
    }
}
