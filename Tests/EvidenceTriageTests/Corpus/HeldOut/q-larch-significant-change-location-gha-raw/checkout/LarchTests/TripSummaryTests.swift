import XCTest
@testable import Larch

final class TripSummaryTests: XCTestCase {
    func testDepartureTimeLabel() {
        // 2026-03-02 08:15 in Berlin
        let departure = Date(timeIntervalSince1970: 1_772_435_700)
        let summary = TripSummary(departure: departure, arrival: departure.addingTimeInterval(1_800))
        XCTAssertEqual(summary.departureLabel, "08:15")
    }

    func testDurationIsThirtyMinutes() {
        let d = Date(timeIntervalSince1970: 1_772_435_700)
        XCTAssertEqual(TripSummary(departure: d, arrival: d.addingTimeInterval(1_800)).arrival.timeIntervalSince(d), 1_800)
    }
}
