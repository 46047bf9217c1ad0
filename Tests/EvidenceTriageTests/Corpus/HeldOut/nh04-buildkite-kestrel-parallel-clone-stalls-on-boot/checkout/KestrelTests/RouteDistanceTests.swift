import XCTest
import CoreLocation
@testable import Kestrel

final class RouteDistanceTests: XCTestCase {
    func testDistanceSumsSegments() {
        let route = Route(points: [.init(latitude: 46.0, longitude: 7.0), .init(latitude: 46.01, longitude: 7.0), .init(latitude: 46.02, longitude: 7.0)])
        XCTAssertEqual(route.distanceMeters, 2_223.9, accuracy: 1.0)
    }

    func testElevationGainIgnoresDescent() {
        let profile = ElevationProfile(samples: [1200, 1260, 1230, 1300])
        XCTAssertEqual(profile.gainMeters, 130)
    }
}
