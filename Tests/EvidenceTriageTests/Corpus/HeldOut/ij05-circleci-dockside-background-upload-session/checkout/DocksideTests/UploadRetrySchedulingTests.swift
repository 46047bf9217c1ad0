import BackgroundTasks
import XCTest
@testable import Dockside

final class UploadRetrySchedulingTests: XCTestCase {
    func testRetryRunsWithinTwoMinutesOfFailure() {
        UploadQueue.shared.enqueueFailedForTesting(count: 2)
        let retried = expectation(description: "retry task ran")
        UploadQueue.shared.onRetryFinished = { _ in retried.fulfill() }

        UploadRetryScheduler.scheduleRetry(after: 30)

        wait(for: [retried], timeout: 120)
        XCTAssertEqual(UploadQueue.shared.failedCount, 0)
    }
}
