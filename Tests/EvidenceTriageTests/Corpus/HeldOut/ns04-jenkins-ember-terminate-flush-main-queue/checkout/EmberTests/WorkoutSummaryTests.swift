import XCTest
@testable import Ember

final class WorkoutSummaryTests: XCTestCase {
    func testPaceFormatting() {
        let summary = WorkoutSummary(distanceMeters: 5000, duration: 1_530)
        XCTAssertEqual(summary.paceText, "5:06 /km")
    }

    func testCaloriesRounded() {
        XCTAssertEqual(WorkoutSummary(distanceMeters: 0, duration: 0, calories: 311.6).caloriesText, "312 kcal")
    }
}
