import XCTest
import BackgroundTasks

final class TrailSyncTaskTests: XCTestCase {
    func testExpiredSyncReportsCompletion() throws {
        let completed = expectation(description: "trail sync completed after expiration")
        TrailSyncJob.shared.onTaskCompleted = { success in
            XCTAssertFalse(success)
            completed.fulfill()
        }
        TrailSyncJob.shared.network = StallingNetwork()
        try TrailSyncTask.submitNow()
        DebugBGTasks.simulateLaunch(TrailSyncTask.identifier)
        DebugBGTasks.simulateExpiration(TrailSyncTask.identifier, after: 2)
        wait(for: [completed], timeout: 15)
    }
}
