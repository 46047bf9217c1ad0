import XCTest
import BackgroundTasks
@testable import NewtAnalytics

final class AppRefreshFlushTests: XCTestCase {
    func testRefreshFlushRunsAfterEnteringBackground() throws {
        let ran = expectation(description: "BGAppRefreshTask flush ran")
        NewtBackground.shared.onRefresh = { ran.fulfill() }
        try NewtBackground.shared.scheduleRefresh(earliest: Date(timeIntervalSinceNow: 60))
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [ran], timeout: 20 * 60)
    }
}
