import XCTest
@testable import Tallyho

final class GoalProgressTests: XCTestCase {
    func testProgressRoundsToNearestPercent() {
        let progress = GoalProgress(consumedMillilitres: 1340, goalMillilitres: 2000)
        XCTAssertEqual(progress.percentText, "67%")
    }

    func testProgressCapsAtOneHundred() {
        let progress = GoalProgress(consumedMillilitres: 2600, goalMillilitres: 2000)
        XCTAssertEqual(progress.percentText, "100%")
    }
}
