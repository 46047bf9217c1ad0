import ActivityKit

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var stopsAway: Int; var eta: Date }
    var parcelID: String
}

final class DeliveryActivityController {
    func start(parcelID: String, state: DeliveryAttributes.ContentState) throws -> Activity<DeliveryAttributes> {
        // The ActivityConfiguration that renders DeliveryAttributes lives in the
        // GantryWidgets extension; the system looks it up by the attributes type name.
        let activity = try Activity.request(attributes: DeliveryAttributes(parcelID: parcelID),
                                            content: .init(state: state, staleDate: nil),
                                            pushType: .token)
        Task { for await token in activity.pushTokenUpdates { await TokenUploader.upload(token, for: parcelID) } }
        return activity
    }
}

