import XCTest
import BackgroundTasks
@testable import Parcelpost

final class TrackingRefreshSchedulerTests: XCTestCase {
    func testIdentifierFollowsBundleIdentifier() {
        XCTAssertEqual(TrackingRefreshScheduler.identifier, Bundle.main.bundleIdentifier! + ".tracking-refresh")
    }

    /// End-to-end: background the app and wait for iOS to run the tracking refresh.
    func testRefreshRunsWithinTwoMinutesOfBackgrounding() {
        let scheduler = (UIApplication.shared.delegate as! AppDelegate).refreshScheduler
        let launched = expectation(description: "tracking-refresh launch handler called")
        scheduler.onLaunch = { _ in launched.fulfill() }
        scheduler.scheduleNextRefresh(after: 60)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [launched], timeout: 120)
    }
}
