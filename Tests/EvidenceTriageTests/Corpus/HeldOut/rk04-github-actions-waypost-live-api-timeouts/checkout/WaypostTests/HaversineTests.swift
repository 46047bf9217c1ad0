import XCTest
import CoreLocation
@testable import Waypost

final class HaversineTests: XCTestCase {
    func testDistanceBetweenBridgesInMetres() {
        let brooklyn = CLLocationCoordinate2D(latitude: 40.7061, longitude: -73.9969)
        let manhattan = CLLocationCoordinate2D(latitude: 40.7075, longitude: -73.9903)
        XCTAssertEqual(Haversine.distance(brooklyn, manhattan), 580, accuracy: 5)
    }
}
