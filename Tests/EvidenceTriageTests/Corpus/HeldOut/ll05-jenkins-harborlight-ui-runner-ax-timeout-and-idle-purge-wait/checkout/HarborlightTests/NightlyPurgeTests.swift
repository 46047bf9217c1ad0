import XCTest
@testable import Harborlight

final class NightlyPurgeTests: XCTestCase {
    func testPurgeRunsWhenDeviceIdle() throws {
        setenv("EVIDENCE_TEST_ID", "NightlyPurgeTests/testPurgeRunsWhenDeviceIdle", 1)
        defer { unsetenv("EVIDENCE_TEST_ID") }
        let store = VisitorStore.shared
        try store.insert(.fixture(checkedInDaysAgo: 40))
        let purged = expectation(description: "nightly purge removed expired visitors")
        VisitorPurgeJob.shared.onFinish = { removed in if removed > 0 { purged.fulfill() } }

        NightlyPurge.schedule()
        // The simulator is "docked" and idle between tests; give the system time to run it.
        wait(for: [purged], timeout: 420)
    }
}
