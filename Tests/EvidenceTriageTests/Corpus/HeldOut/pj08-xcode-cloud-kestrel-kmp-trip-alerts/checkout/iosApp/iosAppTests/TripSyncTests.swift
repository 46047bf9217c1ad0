import XCTest
import BackgroundTasks
@testable import iosApp

final class TripSyncTests: XCTestCase {
    func testRefreshRunsWithinFifteenMinutes() throws {
        let ran = expectation(description: "trip refresh handler ran")
        TripRefresh.shared.onRun = { ran.fulfill() }
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.refreshId)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(request)
        wait(for: [ran], timeout: 900)
    }
}
