import XCTest
@testable import Steplark

final class WeeklyGoalProgressTests: XCTestCase {
    func testHalfwayLabel() {
        XCTAssertEqual(WeeklyGoalProgress(goal: 70_000, steps: 35_000).label, "50%")
    }

    func testZeroGoalIsEmpty() {
        XCTAssertEqual(WeeklyGoalProgress(goal: 0, steps: 1_000).fraction, 0)
    }

    func testProgressCapsAtOneHundredPercent() {
        let progress = WeeklyGoalProgress(goal: 70_000, steps: 91_000)
        XCTAssertEqual(progress.fraction, 1.0, "the ring never overfills")
        XCTAssertEqual(progress.label, "100%")
    }
}
