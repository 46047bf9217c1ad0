import XCTest
import BackgroundTasks
@testable import Larkspur

/// Hosted in the app: the app registers its launch handlers at launch, before this runs.
final class BackgroundRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "BackgroundRefreshSchedulingTests/testRefreshRunsAfterSubmit", 1)
    }
    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshRunsAfterSubmit() throws {
        let ran = expectation(description: "refresh handler ran")
        BackgroundRefresh.onHandlerFinished = { ran.fulfill() }
        try BackgroundRefresh.scheduleNext(earliest: Date(timeIntervalSinceNow: 5))
        // Give the system a generous window to launch the task.
        wait(for: [ran], timeout: 90)
    }
}
