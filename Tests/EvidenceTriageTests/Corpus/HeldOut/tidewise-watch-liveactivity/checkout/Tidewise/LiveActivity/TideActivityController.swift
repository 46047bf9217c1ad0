import ActivityKit
import os

struct TideActivityAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var nextHighTide: Date
        var heightMeters: Double
    }
    var stationName: String
}

/// Starts the "next high tide" Live Activity for the selected station.
final class TideActivityController {
    private let logger = Logger(subsystem: "com.tidewise.app", category: "activity")
    private(set) var current: Activity<TideActivityAttributes>?

    func start(station: String, highTide: Date, height: Double) throws {
        let content = ActivityContent(state: .init(nextHighTide: highTide, heightMeters: height),
                                      staleDate: highTide.addingTimeInterval(1800))
        do {
            current = try Activity.request(attributes: TideActivityAttributes(stationName: station),
                                           content: content, pushType: nil)
        } catch {
            logger.error("request failed: \(error.localizedDescription, privacy: .public)")
            throw error
        }
    }
}
