import XCTest
@testable import Runner

final class RouteDistanceTests: XCTestCase {
    func testHaversineShortLeg() {
        // Amsterdam Centraal -> Dam Square, about 850 m
        let d = RouteDistance.haversine(52.3791, 4.9003, 52.3731, 4.8926)
        XCTAssertEqual(d, 848, accuracy: 10)
    }
}
