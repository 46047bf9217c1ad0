import ActivityKit
import Foundation

/// Shared by the consumer app (Parcelpal) and the white-label courier app
/// (Parcelpal Courier); both targets compile this file.
final class DeliveryActivityController {
    private(set) var current: Activity<DeliveryAttributes>?
    var onPushToken: ((Data) -> Void)?

    func start(parcel: Parcel, pushUpdates: Bool) throws -> Activity<DeliveryAttributes> {
        let attributes = DeliveryAttributes(parcelID: parcel.id, carrier: parcel.carrier)
        let content = ActivityContent(state: DeliveryAttributes.ContentState(status: .inTransit, etaMinutes: parcel.etaMinutes),
                                      staleDate: Date.now.addingTimeInterval(30 * 60))
        do {
            let activity = try Activity.request(attributes: attributes, content: content, pushType: pushUpdates ? .token : nil)
            current = activity
            if pushUpdates {
                Task { for await token in activity.pushTokenUpdates { onPushToken?(token) } }
            }
            return activity
        } catch {
            print("[LiveActivity] request failed: \(error.localizedDescription)")
            throw error
        }
    }
}
