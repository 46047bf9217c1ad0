import XCTest
@testable import Strideline

/// Regression test for the SIGSEGV we see in production crash reports:
/// -[EXTaskExecutionRequest _maybeExecuteCallback] -> EXTaskService completion block,
/// when STEP_FLUSH finishes while the app is coming back to the foreground.
final class BackgroundFlushTests: XCTestCase {
    func testFlushSchedulesNextRun() throws {
        let harness = TaskServiceHarness(taskName: "STEP_FLUSH")
        XCTAssertTrue(harness.isTaskRegistered)
    }

    func testFlushFinishingDuringForegroundTransitionCompletesOnce() {
        let harness = TaskServiceHarness(taskName: "STEP_FLUSH")
        let completed = expectation(description: "launch-reason callback")
        completed.assertForOverFulfill = true
        harness.runBackgroundLaunch { _ in completed.fulfill() }
        harness.finishTaskDuringForegroundTransition()
        wait(for: [completed], timeout: 5)
    }
}
