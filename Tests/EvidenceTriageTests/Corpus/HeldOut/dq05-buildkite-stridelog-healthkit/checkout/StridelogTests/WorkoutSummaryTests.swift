import XCTest
@testable import Stridelog

final class WorkoutSummaryTests: XCTestCase {
    func testPaceFormattingForMiles() {
        let summary = WorkoutSummary(distanceMeters: 5_000, duration: 1_710, unit: .miles, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(summary.paceText, "9:10 /mi")
    }
}
