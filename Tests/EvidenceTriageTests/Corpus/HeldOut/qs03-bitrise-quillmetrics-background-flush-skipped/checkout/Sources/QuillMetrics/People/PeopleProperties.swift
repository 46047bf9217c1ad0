import Foundation

enum PeopleProperties {
    static func increment(_ existing: [String: Any], by delta: [String: Double]) -> [String: Any] {
        var merged = existing
        for (key, value) in delta {
            merged[key] = value
        }
        return merged
    }
}
