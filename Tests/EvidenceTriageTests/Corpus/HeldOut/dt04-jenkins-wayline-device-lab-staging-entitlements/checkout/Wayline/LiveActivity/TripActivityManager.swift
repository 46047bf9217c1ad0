import ActivityKit
import Foundation

struct TripAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var nextStop: String
        var minutesAway: Int
    }
    var tripID: String
    var line: String
}

/// Starts the Lock Screen / Dynamic Island activity for a followed trip.
/// The activity is updated over APNs (pushType: .token), so the app needs
/// aps-environment; ActivityKit throws ActivityAuthorizationError.unentitled
/// otherwise.
final class TripActivityManager {
    func start(tripID: String, line: String, nextStop: String, minutesAway: Int) throws -> Activity<TripAttributes> {
        let attributes = TripAttributes(tripID: tripID, line: line)
        let state = TripAttributes.ContentState(nextStop: nextStop, minutesAway: minutesAway)
        return try Activity.request(attributes: attributes,
                                    content: .init(state: state, staleDate: nil),
                                    pushType: .token)
    }
}
