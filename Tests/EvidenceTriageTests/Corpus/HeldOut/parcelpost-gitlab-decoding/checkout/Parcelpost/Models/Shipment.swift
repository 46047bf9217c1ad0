import Foundation

struct Shipment: Codable, Equatable, Sendable {
    enum Status: String, Codable, Sendable { case created, inTransit = "in_transit", outForDelivery = "out_for_delivery", delivered }

    let id: String
    let status: Status
    let estimatedDelivery: Date?
    let trackingURL: URL
}

struct CarrierInfo: Codable, Sendable {
    let name: String
    let carrierAPIVersion: Int
}
