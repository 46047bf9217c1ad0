import BackgroundTasks
import XCTest
@testable import iosApp

final class RefreshSchedulingTests: XCTestCase {
    /// Product requirement: trail conditions are never more than ~15 minutes stale.
    func testConditionsRefreshRunsWithinFifteenMinutes() throws {
        let app = UIApplication.shared.delegate as! AppDelegate
        let refreshed = expectation(forNotification: .conditionsRefreshed, object: nil)
        try? app.scheduleConditionsRefresh()
        // Give the system a minute to pick the task up on CI.
        wait(for: [refreshed], timeout: 60)
    }
}
