import XCTest
@testable import Quillmoor

/// Weekly notes digest is a BGProcessingTask submitted by our native DigestScheduler module.
final class DigestSchedulerTests: XCTestCase {

    func testDigestRequestIsPending() async throws {
        try DigestScheduler.shared.schedule(earliestIn: 60)
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == DigestScheduler.identifier } || DigestScheduler.shared.lastSubmitError != nil)
    }

    func testDigestRunsWithinFiveMinutesOfScheduling() {
        let ran = expectation(description: "digest task launched")
        DigestScheduler.shared.onRun = { ran.fulfill() }
        try? DigestScheduler.shared.schedule(earliestIn: 60)
        wait(for: [ran], timeout: 300)
    }
}
