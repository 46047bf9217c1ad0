import XCTest
@testable import Marigold

final class PlantSyncSchedulingTests: XCTestCase {
    func testRefreshRequestIsAppRefresh() {
        XCTAssertTrue(PlantRefresh.request() is BGAppRefreshTaskRequestShape)
    }

    /// Submits the nightly compaction (earliest +30 s) and expects it to run within two minutes
    /// while the simulator sits on the CI host's power.
    func testNightlyCompactionRunsAfterSubmission() {
        let ran = expectation(description: "nightly compaction ran")
        CompactionJob.onRunForTesting = { ran.fulfill() }
        Compaction.submitNightly()

        wait(for: [ran], timeout: 120)
    }
}
