import Foundation
import Testing
@testable import Parcelpost

@Suite("Shipment decoding")
struct ShipmentDecodingTests {
    let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        d.dateDecodingStrategy = .iso8601
        return d
    }()

    @Test func decodesStatusAndEta() throws {
        let shipment = try decoder.decode(Shipment.self, from: Fixtures.shipment)
        #expect(shipment.status == .inTransit)
        #expect(shipment.estimatedDelivery != nil)
    }

    @Test func decodesTrackingURL() throws {
        let shipment = try decoder.decode(Shipment.self, from: Fixtures.shipment)
        #expect(shipment.trackingURL.host() == "track.parcelpost.example")
    }

    @Test func decodesCarrierAPIVersion() throws {
        let carrier = try decoder.decode(CarrierInfo.self, from: Fixtures.carrier)
        #expect(carrier.carrierAPIVersion == 3)
    }
}

enum Fixtures {
    static let shipment = Data("""
    {"id": "PP-1042", "status": "in_transit", "estimated_delivery": "2026-11-27T16:00:00Z",
     "tracking_url": "https://track.parcelpost.example/PP-1042"}
    """.utf8)
    static let carrier = Data("""
    {"name": "Nordpaket", "carrier_api_version": 3}
    """.utf8)
}
