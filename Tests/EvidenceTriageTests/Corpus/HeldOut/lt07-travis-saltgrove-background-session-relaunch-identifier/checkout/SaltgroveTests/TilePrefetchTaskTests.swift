import XCTest
@testable import Saltgrove

final class TilePrefetchTaskTests: XCTestCase {
    func testPrefetchHandsDownloadsToBackgroundSessionBeforeCompleting() {
        let task = FakeProcessingTask(identifier: TilePrefetchTask.identifier)
        let session = RecordingDownloadSession()
        TilePrefetchTask.run(task, planner: .fixture(tiles: 12), session: session)
        let done = expectation(description: "getAllTasks answered")
        session.afterGetAllTasks { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(session.resumedCount, 12)
        XCTAssertEqual(task.resumedTasksAtCompletion, 12, "the task must not complete before the downloads are handed off")
    }
}
