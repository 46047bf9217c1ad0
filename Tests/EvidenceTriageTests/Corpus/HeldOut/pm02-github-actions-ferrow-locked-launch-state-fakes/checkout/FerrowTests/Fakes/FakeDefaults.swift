@testable import Ferrow

/// Before first unlock every read returns nil/false and writes do land (mirrors the field reports).
final class FakeDefaults: DefaultsBacking {
    private var values: [String: Any]
    private var locked: Bool
    init(values: [String: Any], locked: Bool = false) { self.values = values; self.locked = locked }
    func unlock() { locked = false }
    func string(forKey key: String) -> String? { locked ? nil : values[key] as? String }
    func bool(forKey key: String) -> Bool { locked ? false : (values[key] as? Bool ?? false) }
    func set(_ value: Any?, forKey key: String) { values[key] = value }
}
