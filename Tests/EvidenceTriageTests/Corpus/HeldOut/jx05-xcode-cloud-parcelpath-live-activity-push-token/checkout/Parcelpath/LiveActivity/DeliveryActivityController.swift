import ActivityKit
import Foundation

@MainActor
final class DeliveryActivityController {
    private let requester: ActivityRequesting
    private let api: DeliveryAPI

    init(requester: ActivityRequesting = ActivityKitRequester(), api: DeliveryAPI = .shared) {
        self.requester = requester
        self.api = api
    }

    func start(for delivery: Delivery) throws {
        let attributes = DeliveryAttributes(trackingNumber: delivery.trackingNumber, carrier: delivery.carrier)
        let state = DeliveryAttributes.ContentState(status: delivery.status, etaMinutes: delivery.etaMinutes)
        let activity = try requester.request(attributes: attributes, state: state, pushType: .token)
        // Register the APNs token so the server can push status changes to the Lock Screen.
        if let token = activity.pushToken {
            api.registerActivityToken(token.hexString, for: delivery.trackingNumber)
        } else {
            NSLog("[LiveActivity] activity %@ started; pushToken=nil, skipping registration", activity.id)
        }
    }
}
