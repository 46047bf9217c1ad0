import ActivityKit

struct TripActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var compactDriverName: String
        var etaMinutes: Int
    }
    var tripID: String
}

enum TripActivityContent {
    static func make(driver: String, etaMinutes: Int) -> TripActivityAttributes.ContentState {
        let parts = driver.split(separator: " ")
        let compact = parts.count > 1 ? "\(parts[0]) \(parts[1])" : driver
        return .init(compactDriverName: compact, etaMinutes: etaMinutes)
    }
}
