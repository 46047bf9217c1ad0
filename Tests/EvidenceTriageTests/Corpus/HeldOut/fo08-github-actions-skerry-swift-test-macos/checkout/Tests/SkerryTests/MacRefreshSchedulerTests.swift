#if os(macOS)
import XCTest
@testable import Skerry

final class MacRefreshSchedulerTests: XCTestCase {
    func testStopInvalidatesActivity() {
        let scheduler = MacRefreshScheduler(interval: 60) {}
        scheduler.start()
        scheduler.stop()
    }

    func testStatusRefreshRunsWithinInterval() {
        let fired = expectation(description: "status refresh fired")
        fired.assertForOverFulfill = false
        let scheduler = MacRefreshScheduler(interval: 10) {
            fired.fulfill()
        }

        scheduler.start()
        defer { scheduler.stop() }

        // interval is 10 s; allow twice that before calling it broken
        wait(for: [fired], timeout: 20)
    }
}
#endif
