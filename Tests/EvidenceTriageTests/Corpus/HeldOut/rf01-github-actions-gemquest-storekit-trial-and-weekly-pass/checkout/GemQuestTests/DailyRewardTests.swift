import XCTest
@testable import GemQuest

final class DailyRewardTests: XCTestCase {
    func testStreakIncrementsNextDay() {
        var tracker = StreakTracker(calendar: .gmt, lastClaim: Date(timeIntervalSince1970: 1_786_000_000), streak: 3)
        tracker.claim(at: Date(timeIntervalSince1970: 1_786_000_000 + 86_400))
        XCTAssertEqual(tracker.streak, 4)
    }

    func testStreakResetsAfterMissedDay() {
        var tracker = StreakTracker(calendar: .gmt, lastClaim: Date(timeIntervalSince1970: 1_786_000_000), streak: 3)
        tracker.claim(at: Date(timeIntervalSince1970: 1_786_000_000 + 3 * 86_400))
        XCTAssertEqual(tracker.streak, 1)
    }
}
