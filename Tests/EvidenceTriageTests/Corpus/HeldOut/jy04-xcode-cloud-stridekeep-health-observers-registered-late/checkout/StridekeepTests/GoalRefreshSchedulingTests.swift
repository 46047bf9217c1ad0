import XCTest
@testable import Stridekeep

final class GoalRefreshSchedulingTests: XCTestCase {
    /// Badge and goal data should be refreshed in the background within the requested window.
    func testBackgroundGoalRefreshRunsWithinFifteenMinutes() {
        let started = expectation(forNotification: .goalRefreshDidStart, object: nil)
        GoalRefresh.schedule(earliest: 15 * 60)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [started], timeout: 16 * 60)
    }
}
