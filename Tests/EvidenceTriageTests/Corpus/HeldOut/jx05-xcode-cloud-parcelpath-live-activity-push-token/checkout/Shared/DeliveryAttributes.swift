import ActivityKit

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: DeliveryStatus
        var etaMinutes: Int          // server sends "eta_minutes"; no CodingKeys mapping
    }
    var trackingNumber: String
    var carrier: String
}
