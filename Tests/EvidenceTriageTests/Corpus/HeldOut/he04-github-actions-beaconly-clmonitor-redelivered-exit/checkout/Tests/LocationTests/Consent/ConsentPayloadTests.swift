import CoreLocation
import Testing
@testable import BeaconlyLocation

@Suite struct ConsentPayloadTests {
    @Test func payloadOmitsCoordinatesWhenPreciseLocationDenied() throws {
        let payload = ConsentPayload(accuracyAuthorization: .reducedAccuracy,
                                     location: CLLocation(latitude: 48.13743, longitude: 11.57549))
        let json = try JSONSerialization.jsonObject(with: payload.encoded()) as? [String: Any]
        #expect(json?["lat"] == nil)
    }
}
