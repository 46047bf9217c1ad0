import XCTest
import BackgroundTasks
@testable import Quarry

final class LogCleanupSchedulingTests: XCTestCase {

    func testCleanupRunsAtEarliestBeginDate() throws {
        let request = BGProcessingTaskRequest(identifier: "jp.quarrylabs.quarry.log-cleanup")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 120)
        try BGTaskScheduler.shared.submit(request)
        let ran = expectation(description: "log cleanup launched within 5 min of earliestBeginDate")
        LogCleanupTask.onLaunch = { ran.fulfill() }
        wait(for: [ran], timeout: 420)
    }
}
