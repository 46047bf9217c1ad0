import BackgroundTasks
import XCTest
@testable import Tidewell

/// Device-only: runs on the lab iPhone attached to the self-hosted runner.
final class DigestSchedulingDeviceTests: XCTestCase {
    private var scheduler: DigestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = DigestScheduler(taskScheduler: BGTaskScheduler.shared)
        DigestScheduler.testHooks.reset()
    }

    func testRefreshLaunchesWithinWindow() throws {
        let ran = expectation(description: "digest refresh handler ran")
        DigestScheduler.testHooks.onHandlerStart = { ran.fulfill() }

        try scheduler.submitDigestRefresh(earliest: Date(timeIntervalSinceNow: 60))
        XCUIDevice.shared.press(.home)

        // dasd should hand us the launch within the 15 minute window
        wait(for: [ran], timeout: 900)
    }

    func testHandlerReceivesLaunchAfterBackgrounding() throws {
        let done = expectation(description: "digest refresh completed")
        DigestScheduler.testHooks.onTaskCompleted = { success in
            XCTAssertTrue(success)
            done.fulfill()
        }

        try scheduler.submitDigestRefresh(earliest: Date(timeIntervalSinceNow: 30))
        XCUIDevice.shared.press(.home)

        wait(for: [done], timeout: 600)
    }
}
