import XCTest
@testable import Lumenwise

/// Checks that the OS actually runs our feed refresh once the app is in the background.
final class RefreshSchedulingTests: XCTestCase {
    func testAppRefreshRunsAfterBackgrounding() throws {
        let ran = expectation(description: "feed-refresh launched by the system")
        AppDelegate.current.onFeedRefreshLaunch = { ran.fulfill() }

        try? RefreshScheduler.submit(earliest: 1)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [ran], timeout: 60)
    }
}
