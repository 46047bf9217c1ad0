import ActivityKit
import Foundation

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stage: Stage
        var etaMinutes: Int?
    }

    enum Stage: String, Codable, Hashable { case packed, outForDelivery, delivered }

    var orderNumber: String
    var carrier: String
}
