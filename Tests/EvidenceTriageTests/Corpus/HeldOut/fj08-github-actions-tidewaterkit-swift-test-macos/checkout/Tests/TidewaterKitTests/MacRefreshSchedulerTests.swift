#if os(macOS)
import XCTest
@testable import TidewaterKit

final class MacRefreshSchedulerTests: XCTestCase {

    func testStopInvalidatesActivity() {
        let scheduler = MacRefreshScheduler(identifier: "app.tidewater.tests.stop", interval: 60) { $0(.finished) }
        scheduler.start()
        scheduler.stop()
        XCTAssertFalse(scheduler.activity.shouldDefer)
    }

    func testActivityFiresWithinIntervalPlusFiveSeconds() {
        // 10 s interval in tests; the app uses 30 minutes.
        let ran = expectation(description: "refresh activity ran")
        ran.assertForOverFulfill = false
        let scheduler = MacRefreshScheduler(identifier: "app.tidewater.tests.refresh.\(UUID().uuidString)",
                                            interval: 10) { completion in
            ran.fulfill()
            completion(.finished)
        }
        scheduler.start()
        defer { scheduler.stop() }

        wait(for: [ran], timeout: 15)
    }

    func testToleranceIsTenPercentOfInterval() {
        let scheduler = MacRefreshScheduler(identifier: "app.tidewater.tests.tolerance", interval: 30 * 60) { $0(.finished) }
        defer { scheduler.stop() }
        XCTAssertEqual(scheduler.activity.tolerance, 180,
                       "tolerance should be 10% of the 30-minute interval")
    }
}
#endif
