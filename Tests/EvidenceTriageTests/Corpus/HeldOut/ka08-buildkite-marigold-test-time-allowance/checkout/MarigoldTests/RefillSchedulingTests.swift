import BackgroundTasks
import XCTest
@testable import Marigold

final class RefillSchedulingTests: XCTestCase {
    /// earliestBeginDate is "now"; the refresh should run well within ten minutes.
    func testRefillRefreshLaunchesWithinTenMinutes() {
        let launched = expectation(forNotification: .refillRefreshDidLaunch, object: nil)
        AppDelegate.scheduleRefillRefresh(after: 0)
        wait(for: [launched], timeout: 600)
    }
}
