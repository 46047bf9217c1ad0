import XCTest
@testable import Quarry

/// Hosted in Quarry.app: exercises the real BGTaskScheduler.
final class FieldSyncSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "FieldSyncSchedulingTests/testSyncRunsWithinTwoMinutesOfBackgrounding", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSyncRunsWithinTwoMinutesOfBackgrounding() throws {
        let ran = expectation(description: "field sync launch handler ran")
        AppDelegate.shared.onFieldSyncLaunch = { ran.fulfill() }

        try? FieldSyncScheduler.submitRefresh(after: 60)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [ran], timeout: 120)
    }
}
