import BackgroundTasks
import XCTest
@testable import Lanternfish

final class ArchiveRefreshTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "ArchiveRefreshTests/testSimulatedLaunchRunsArchiveRefresh", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testSimulatedLaunchRunsArchiveRefresh() {
        let archived = expectation(description: "archive job ran")
        ArchiveJob.shared.onFinish = { archived.fulfill() }

        // Same private call as `e -l objc -- (void)[[BGTaskScheduler sharedScheduler] _simulateLaunchForTaskWithIdentifier:@"…"]`
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: ArchiveRefresh.identifier)

        wait(for: [archived], timeout: 10)
    }
}
