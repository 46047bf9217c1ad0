import BackgroundTasks
import XCTest
@testable import Brine

final class FeedRefreshSchedulingTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "FeedRefreshSchedulingTests/testRefreshLaunchesWithinTenMinutes", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshLaunchesWithinTenMinutes() throws {
        let launched = expectation(forNotification: .feedRefreshLaunched, object: nil)
        try FeedRefreshTask.schedule(earliest: Date(timeIntervalSinceNow: 60))
        wait(for: [launched], timeout: 600)
    }
}
