import Synchronization

/// Keeps the most recent benchmark input so the three algorithms of one scenario share it
/// (building a million-string input takes seconds) without holding every input at once.
enum InputCache {
    private static let latest = Mutex<(key: String, value: any Sendable)?>(nil)

    static func input<ID: BenchmarkIdentifier>(_ scenario: Scenario, count: Int, as _: ID.Type) -> DiffInput<ID> {
        let key = "\(ID.label) \(scenario) \(count)"
        if let hit = latest.withLock({ $0?.key == key ? $0?.value : nil }) as? DiffInput<ID> {
            return hit
        }
        latest.withLock { $0 = nil }
        let input = DiffInput<ID>(scenario: scenario, count: count)
        latest.withLock { $0 = (key, input) }
        return input
    }
}
