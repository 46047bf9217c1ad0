import XCTest
@testable import JuniperKit

final class GoalCopyTests: XCTestCase {
    func testGoalReachedMessagePluralizes() {
        XCTAssertEqual(GoalCopy.reached(days: 1), "Goal reached 1 day in a row")
    }
}
