import XCTest
import BackgroundTasks
@testable import Tallow

final class BackgroundRefreshSchedulingTests: XCTestCase {
    func testHubRefreshRunsWithinTwoMinutesOfBackgrounding() throws {
        let launched = expectation(description: "hub refresh launched")
        HubRefresh.shared.onRun = { launched.fulfill() }
        let request = BGAppRefreshTaskRequest(identifier: "com.tallow.app.hub-refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        HubRefresh.shared.submit(request)   // logs and swallows submit errors
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [launched], timeout: 120)
    }
}
