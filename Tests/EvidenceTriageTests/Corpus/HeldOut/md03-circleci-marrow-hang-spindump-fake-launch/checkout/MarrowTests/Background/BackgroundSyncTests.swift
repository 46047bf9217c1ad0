import XCTest
@testable import Marrow

/// BGTaskSchedulerFake mirrors the BGTaskScheduler API (register/submit/simulateLaunch)
/// and prints the same lines the OS does, so tests read like the device log.
final class BackgroundSyncTests: XCTestCase {
    func testProcessingTaskCompletesWithinWindow() throws {
        let scheduler = BGTaskSchedulerFake()
        let db = FailingNoteDatabase(failOnWrite: 1)
        let adapter = BackgroundSyncAdapter(scheduler: scheduler, job: NoteSyncJob(client: StubSyncClient(pages: [.page1]), database: db))
        adapter.registerAtLaunch()
        try adapter.submit()

        let completed = expectation(description: "task completed")
        scheduler.onCompletion = { _ in completed.fulfill() }
        scheduler.simulateLaunch(forTaskWithIdentifier: "com.marrow.sync.processing")
        wait(for: [completed], timeout: 30)
    }
}
