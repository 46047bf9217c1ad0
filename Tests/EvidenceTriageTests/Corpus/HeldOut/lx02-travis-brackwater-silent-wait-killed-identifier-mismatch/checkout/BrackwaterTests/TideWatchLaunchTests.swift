import BackgroundTasks
import XCTest
@testable import Brackwater

/// End-to-end check that the system launches the alert refresh and the handler delivers alerts.
final class TideWatchLaunchTests: XCTestCase {
    func testRefreshLaunchDeliversAlertsWithin30Minutes() {
        let delivered = expectation(forNotification: .tideAlertsDelivered, object: nil)

        TideAlertRefresh.schedule(after: 1)
        print("[TideWatchLaunchTests] waiting up to 1800s for the system to launch \(TideAlertRefresh.identifier)")

        wait(for: [delivered], timeout: 30 * 60)
    }
}
