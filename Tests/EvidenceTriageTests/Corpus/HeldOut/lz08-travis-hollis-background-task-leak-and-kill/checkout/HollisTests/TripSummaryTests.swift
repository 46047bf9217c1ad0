import XCTest
@testable import Hollis

final class TripSummaryTests: XCTestCase {
    func testShortTripSummary() throws {
        let trip = Trip.fixture(points: 40)
        XCTAssertEqual(TripSummary(trip).distanceText, "1.2 km")
    }

    func testLongTripSummary() throws {
        let trip = Trip.fixture(points: 250_000)
        let summary = TripSummary(trip)
        XCTAssertEqual(summary.distanceText, "412.7 km")
    }
}
