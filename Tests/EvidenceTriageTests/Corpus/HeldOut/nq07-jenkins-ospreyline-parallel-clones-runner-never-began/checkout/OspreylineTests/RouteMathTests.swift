import XCTest
import CoreLocation
@testable import Ospreyline

final class RouteMathTests: XCTestCase {
    func testBearingNorthEast() {
        let a = CLLocationCoordinate2D(latitude: 0, longitude: 0)
        let b = CLLocationCoordinate2D(latitude: 1, longitude: 1)
        XCTAssertEqual(RouteMath.bearing(from: a, to: b), 45, accuracy: 0.5)
    }
}
