import XCTest
import CoreLocation
@testable import Cobbleroute

final class RouteGeocoderTests: XCTestCase {

    func testForwardGeocodeUsesCache() async throws {
        let geocoder = RouteGeocoder(backend: StubGeocoderBackend.fixed(lat: 52.37, lon: 4.89), cache: InMemoryGeoCache())
        _ = try await geocoder.coordinate(for: "Damrak 1, Amsterdam")
        _ = try await geocoder.coordinate(for: "Damrak 1, Amsterdam")
        XCTAssertEqual(geocoder.backendCalls, 1)
    }

    func testReverseGeocodeFallsBackToPostcode() async throws {
        let geocoder = RouteGeocoder(backend: StubGeocoderBackend.postcodeOnly("1012 LG"), cache: InMemoryGeoCache())
        let label = try await geocoder.label(for: CLLocationCoordinate2D(latitude: 52.3731, longitude: 4.8932))
        XCTAssertEqual(label, "1012 LG")
    }
}
