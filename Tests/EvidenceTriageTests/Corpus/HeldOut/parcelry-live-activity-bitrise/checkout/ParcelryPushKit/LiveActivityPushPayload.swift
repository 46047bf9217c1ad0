import Foundation

public extension JSONEncoder {
    /// Encoder used for every APNs body the backend sends.
    static var apnsPayload: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970   // aps.timestamp is Unix seconds
        encoder.keyEncodingStrategy = .convertToKebabCase
        return encoder
    }
}

public struct LiveActivityPushPayload: Encodable {
    public struct APS: Encodable {
        public let timestamp: Date
        public let event: String
        public let contentState: DeliveryAttributes.ContentState
        public let attributesType: String?
        public let attributes: DeliveryAttributes?
        public let alert: Alert?
    }
    public let aps: APS

    public static func start(parcelID: String, courier: String, eta: Date, stopsAway: Int) throws -> Self {
        .init(aps: .init(timestamp: Date(), event: "start",
                         contentState: .init(courier: courier, eta: eta, stopsAway: stopsAway),
                         attributesType: "DeliveryAttributes",
                         attributes: .init(parcelID: parcelID),
                         alert: .init(title: "Your parcel is on its way", body: "\(courier) is \(stopsAway) stops away")))
    }
}
