import Foundation

enum TrackingStatus: String { case labelCreated, inTransit, outForDelivery, delivered }

struct TrackingStatusParser {
    func parse(_ carrierCode: String) -> TrackingStatus {
        switch carrierCode {
        case "LABEL_CREATED": return .labelCreated
        case "DELIVERED": return .delivered
        case "out_for_delivery": return .outForDelivery
        default: return .inTransit
        }
    }
}
