import XCTest
@testable import Heddle

final class NoteSyncJobTests: XCTestCase {
    func testUploadsAllPendingNotes() async throws {
        let store = InMemorySyncStore(pending: 60)
        let task = FakeBackgroundTask(identifier: "com.heddle.notes.sync")
        NoteSyncJob(store: store, api: FakeNotesAPI()).run(task)
        await task.waitForCompletion()
        XCTAssertEqual(store.checkpoint, 60)
    }

    func testExpirationSavesCheckpoint() async throws {
        let store = InMemorySyncStore(pending: 200)
        let api = FakeNotesAPI(delayPerBatch: .milliseconds(50))
        let task = FakeBackgroundTask(identifier: "com.heddle.notes.sync")
        NoteSyncJob(store: store, api: api).run(task)
        try await Task.sleep(for: .milliseconds(120))
        task.expire()
        await task.waitForCompletion(timeout: .seconds(2))
        XCTAssertEqual(store.checkpoint, 40)
    }

    func testExpirationCompletesTaskUnsuccessfully() async throws {
        let task = FakeBackgroundTask(identifier: "com.heddle.notes.sync")
        NoteSyncJob(store: InMemorySyncStore(pending: 200), api: FakeNotesAPI(delayPerBatch: .milliseconds(50))).run(task)
        try await Task.sleep(for: .milliseconds(120))
        task.expire()
        await task.waitForCompletion(timeout: .seconds(2))
        XCTAssertEqual(task.completedSuccess, false)
    }
}
