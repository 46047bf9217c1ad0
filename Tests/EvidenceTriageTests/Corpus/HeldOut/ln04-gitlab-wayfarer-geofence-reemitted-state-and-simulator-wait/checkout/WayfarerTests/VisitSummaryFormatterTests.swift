import XCTest
@testable import Wayfarer

final class VisitSummaryFormatterTests: XCTestCase {
    func testDwellRoundsToNearestMinute() {
        XCTAssertEqual(VisitSummaryFormatter.summary(place: "Depot", seconds: 179), "Depot · 3 min")
    }
}
