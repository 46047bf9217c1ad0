import XCTest
@testable import App

final class BookingSummaryTests: XCTestCase {
    func testNightsCountExcludesDepartureDay() {
        let s = BookingSummary(arrival: "2026-06-10", departure: "2026-06-13", berthLengthCm: 1250)
        XCTAssertEqual(s.nights, 3)
    }

    func testBerthLengthShowsMetres() {
        let s = BookingSummary(arrival: "2026-06-10", departure: "2026-06-13", berthLengthCm: 1250)
        XCTAssertEqual(s.berthLength, "12.5 m")
    }
}
