import ActivityKit
import Foundation

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var sequence: Int
        var stopsAway: Int
        var eta: Date
    }
    var orderID: String
}

enum DeliveryActivityController {
    static func start(orderID: String, eta: Date) throws -> Activity<DeliveryAttributes> {
        let state = DeliveryAttributes.ContentState(sequence: 0, stopsAway: 8, eta: eta)
        return try Activity.request(
            attributes: DeliveryAttributes(orderID: orderID),
            content: .init(state: state, staleDate: eta.addingTimeInterval(900)),
            pushType: .token)
    }
}
