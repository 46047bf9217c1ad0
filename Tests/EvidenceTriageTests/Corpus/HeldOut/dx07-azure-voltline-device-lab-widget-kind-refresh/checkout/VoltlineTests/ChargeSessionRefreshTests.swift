import XCTest
@testable import Voltline

/// Device lab E2E: plug-in state is faked by the lab's smart plug; the Live Activity is
/// refreshed from BGAppRefreshTask "com.voltline.ios.charge-refresh" (earliestBeginDate = +5 min).
final class ChargeSessionRefreshTests: XCTestCase {
    func testChargingActivityUpdatesWithinFiveMinutes() throws {
        let activity = try ChargeActivityController.shared.start(fixture: .charging(percent: 41))
        try ChargeRefreshScheduler.shared.scheduleNext(after: 5 * 60)
        let refreshed = expectation(forNotification: .chargeActivityRefreshed, object: nil)
        wait(for: [refreshed], timeout: 6 * 60)
        XCTAssertGreaterThan(activity.content.state.percent, 41)
    }
}
