import XCTest
@testable import Harborline

final class ManifestSyncSchedulingTests: XCTestCase {
    func testOvernightManifestSyncRuns() {
        executionTimeAllowance = 600
        let ran = expectation(description: "manifest sync ran")
        ManifestSyncTask.onRun = { ran.fulfill() }
        ManifestSyncTask.schedule(earliest: Date(timeIntervalSinceNow: 60))
        // The simulator is on power and network, so the system should pick this up within a few minutes.
        wait(for: [ran], timeout: 300)
    }
}
