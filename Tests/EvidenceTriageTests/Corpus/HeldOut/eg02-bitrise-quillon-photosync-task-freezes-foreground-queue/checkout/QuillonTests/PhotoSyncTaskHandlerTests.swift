import XCTest
@testable import Quillon

final class PhotoSyncTaskHandlerTests: XCTestCase {
    func testHandlerReschedulesWhenForegroundUploadInProgress() {
        let queue = UploadQueue.inMemory(pending: 40)
        queue.resume(reason: .foreground)
        let task = FakeProcessingTask()
        PhotoSyncTaskHandler(queue: queue, appState: { .active }).handle(task: task)

        XCTAssertEqual(task.completedWith, true, "task should end at once and leave the foreground queue alone")
        XCTAssertEqual(queue.owner, .foreground)
    }

    func testExpirationDoesNotSuspendForegroundQueue() {
        let queue = UploadQueue.inMemory(pending: 40)
        queue.resume(reason: .foreground)
        let task = FakeProcessingTask()
        PhotoSyncTaskHandler(queue: queue, appState: { .active }).handle(task: task)

        task.simulateExpiration()
        XCTAssertEqual(queue.state, .running, "expiring the background task froze the uploads the user started")
    }

    func testBackgroundLaunchDrainsQueue() {
        let queue = UploadQueue.inMemory(pending: 3)
        let task = FakeProcessingTask()
        PhotoSyncTaskHandler(queue: queue, appState: { .background }).handle(task: task)
        queue.drainSynchronously()
        XCTAssertEqual(task.completedWith, true)
    }
}
