import XCTest
@testable import Marrow

final class WorkoutSummaryTests: XCTestCase {
    func testDurationFormatting() {
        let summary = WorkoutSummary(seconds: 3725, calories: 512)
        XCTAssertEqual(summary.durationText, "1:02:05")
    }

    func testCaloriesRoundedToNearestTen() {
        let summary = WorkoutSummary(seconds: 1800, calories: 347)
        XCTAssertEqual(summary.caloriesText, "350 kcal")
    }
}
