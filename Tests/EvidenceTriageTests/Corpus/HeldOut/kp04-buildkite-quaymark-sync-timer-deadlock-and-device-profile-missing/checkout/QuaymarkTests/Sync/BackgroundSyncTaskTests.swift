import XCTest
@testable import Quaymark

final class BackgroundSyncTaskTests: XCTestCase {
    func testCompletesTaskAfterSuccessfulSync() {
        let task = FakeAppRefreshTask()
        BackgroundSync.handle(task, engine: RecordingSyncEngine())
        OperationQueue.sync.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationCompletesTaskAsFailed() {
        let task = FakeAppRefreshTask()
        BackgroundSync.handle(task, engine: SlowSyncEngine(duration: 5))
        task.expire()
        OperationQueue.sync.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(task.completedSuccess, false, "setTaskCompleted(success: false) must be called when the task expires")
    }
}
