enum DeliveryStage: Equatable {
    case pending, inTransit, delivered, exception
}

enum DeliveryStatusMapper {
    static func map(_ carrierCode: String) -> DeliveryStage {
        switch carrierCode {
        case "delivered": return .delivered
        case "in_transit", "arrived_at_hub": return .inTransit
        case "exception", "returned": return .exception
        default: return .pending
        }
    }
}
