import ActivityKit

/// Starts the "Next connection" Live Activity when a trip begins.
@MainActor
final class TripActivityController {
    private(set) var activity: Activity<TripAttributes>?

    func start(trip: Trip) -> Bool {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else {
            print("[Trips] Live Activities disabled for Wayfinch; showing in-app banner instead")
            return false
        }
        do {
            activity = try Activity.request(attributes: TripAttributes(tripID: trip.id),
                                            content: .init(state: .init(trip: trip), staleDate: trip.arrival))
            return true
        } catch {
            print("[Trips] Activity.request failed: \(error)")
            return false
        }
    }
}
