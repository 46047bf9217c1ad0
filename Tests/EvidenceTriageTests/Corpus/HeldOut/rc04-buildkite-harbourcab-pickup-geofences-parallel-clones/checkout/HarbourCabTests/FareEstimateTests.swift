import XCTest
@testable import HarbourCab

final class FareEstimateTests: XCTestCase {
    func testDaytimeFare() {
        let est = FareEstimator(tariff: .fixture("harbour-2026"))
        XCTAssertEqual(est.estimate(meters: 8_000, at: .fixture("2026-09-03T14:00:00+01:00")).total, 18.40)
    }

    func testLateNightSurcharge() {
        let est = FareEstimator(tariff: .fixture("harbour-2026"))
        XCTAssertEqual(est.estimate(meters: 8_000, at: .fixture("2026-09-04T01:30:00+01:00")).total, 22.08)
    }
}
