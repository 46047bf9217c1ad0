import BackgroundTasks
import XCTest
@testable import Fernpost

/// Runs on the CI simulator: submits the overnight cleanup and waits for the system to run it.
final class OvernightCleanupTests: XCTestCase {
    func testCleanupRunsOvernight() throws {
        let ran = expectation(forNotification: .cleanupJobFinished, object: nil)
        let request = BGProcessingTaskRequest(identifier: BackgroundTaskRegistry.cleanup)
        request.requiresExternalPower = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))

        wait(for: [ran], timeout: 300)
    }
}
