import ActivityKit
import Foundation

@available(iOS 16.2, *)
final class DeliveryActivityController {
    private(set) var activity: Activity<DeliveryAttributes>?

    /// Starts the lock-screen / Dynamic Island activity for a parcel out for delivery.
    func start(parcel: Parcel, pushUpdates: Bool) throws -> String {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { throw DeliveryActivityError.disabled }
        let attributes = DeliveryAttributes(parcelID: parcel.id, carrier: parcel.carrier)
        let state = DeliveryAttributes.ContentState(stopsAway: parcel.stopsAway, eta: parcel.eta)
        let activity = try Activity.request(attributes: attributes,
                                            content: .init(state: state, staleDate: parcel.eta.addingTimeInterval(1800)),
                                            pushType: pushUpdates ? .token : nil)
        self.activity = activity
        return activity.id
    }

    /// First APNs push token for this activity (sent to the courier backend).
    func firstPushToken() async -> Data? {
        guard let activity else { return nil }
        for await token in activity.pushTokenUpdates { return token }
        return nil
    }
}
