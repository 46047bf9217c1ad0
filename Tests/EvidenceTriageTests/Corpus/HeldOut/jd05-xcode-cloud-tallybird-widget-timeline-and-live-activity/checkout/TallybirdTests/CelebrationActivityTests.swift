import ActivityKit
import XCTest
@testable import Tallybird

@MainActor
final class CelebrationActivityTests: XCTestCase {
    override func tearDown() async throws {
        for activity in Activity<CelebrationAttributes>.activities { await activity.end(nil, dismissalPolicy: .immediate) }
    }

    func testSecondCheckInSameDayDoesNotStartAnotherCelebration() {
        CelebrationActivity.checkInSaved(habit: "Stretch", streak: 5)
        CelebrationActivity.checkInSaved(habit: "Stretch", streak: 5)
        XCTAssertEqual(Activity<CelebrationAttributes>.activities.count, 1, "celebration Live Activities stacked")
    }
}
