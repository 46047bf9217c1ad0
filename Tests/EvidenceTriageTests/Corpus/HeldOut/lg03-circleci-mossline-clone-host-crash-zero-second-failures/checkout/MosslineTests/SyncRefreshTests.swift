import XCTest
@testable import Mossline

/// Exercises the real scheduler on the Simulator.
final class SyncRefreshTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "SyncRefreshTests/testRefreshLaunchesWithinTwoMinutes", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshLaunchesWithinTwoMinutes() {
        let launched = expectation(description: "trail sync launched")
        TrailSyncTasks.onLaunch = { launched.fulfill() }
        TrailSyncTasks.schedule(after: 30)
        wait(for: [launched], timeout: 120)
    }
}
