import XCTest
import CoreLocation
@testable import Osprey

final class RouteDistanceTests: XCTestCase {
    func testHaversineKilometres() {
        let a = CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246)
        let b = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)
        XCTAssertEqual(RouteDistance.kilometres(a, b), 340.6, accuracy: 0.5)
    }
}
