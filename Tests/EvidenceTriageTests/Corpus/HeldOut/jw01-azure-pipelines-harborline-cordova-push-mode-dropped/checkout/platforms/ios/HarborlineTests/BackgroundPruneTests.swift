import XCTest
@testable import Harborline

/// Device-lab test for the nightly manifest prune (BGProcessingTask).
final class BackgroundPruneTests: XCTestCase {
    override func tearDown() {
        HarborBackgroundTasks.shared.onPruneLaunch = nil
        super.tearDown()
    }

    func testPruneHandlerRemovesManifestsOlderThanThirtyDays() {
        ManifestCache.shared.seed(ages: [2, 31, 45])
        ManifestCache.shared.prune(olderThanDays: 30)
        XCTAssertEqual(ManifestCache.shared.count, 1)
    }

    func testNightlyPruneRunsWithinTenMinutes() throws {
        let launched = expectation(description: "prune task launched by the system")
        HarborBackgroundTasks.shared.onPruneLaunch = { _ in launched.fulfill() }

        try HarborBackgroundTasks.shared.schedulePrune(earliestIn: 60)

        // On the lab phones the prune usually starts a few minutes after it is due.
        wait(for: [launched], timeout: 600)
    }
}
