import CoreData
import XCTest
@testable import Cobblestone

final class OfflineTileSyncJobTests: XCTestCase {
    func testJobFinishesWhenSaveFails() {
        let stack = TestCoreDataStack(failingSaves: true)
        let task = FakeProcessingTask(identifier: "com.cobblestone.app.tileSync")
        let completed = expectation(description: "task completed")
        task.onSetTaskCompleted = { success in
            XCTAssertFalse(success)
            completed.fulfill()
        }
        TileSyncAdapter(makeJob: { OfflineTileSyncJob(context: stack.backgroundContext, fetcher: FakeTileFetcher(count: 12)) })
            .handle(task: task)
        wait(for: [completed], timeout: 5)
    }
}
