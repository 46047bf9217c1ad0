import XCTest
@testable import Oriel

final class SyncJobCompletionTests: XCTestCase {
    func testNoWritesAfterTaskCompleted() async throws {
        let store = RecordingNoteStore()
        let remote = PagedRemoteNotes(pages: 4, delay: .milliseconds(50))
        let job = NoteSyncJob(store: store, remote: remote)
        let finished = expectation(description: "finish called")
        var writesAtFinish = 0
        job.start { _ in writesAtFinish = store.writeCount; finished.fulfill() }
        await fulfillment(of: [finished], timeout: 5)
        try await Task.sleep(for: .milliseconds(400))
        XCTAssertEqual(store.writeCount - writesAtFinish, 0, "writes after the task reported completion")
    }

    func testExpirationStopsWorkerLoop() async throws {
        let store = RecordingNoteStore()
        let remote = PagedRemoteNotes(pages: 40, delay: .milliseconds(50))
        let job = NoteSyncJob(store: store, remote: remote)
        job.start { _ in }
        try await Task.sleep(for: .milliseconds(120))
        job.expire()
        let before = store.writeCount
        try await Task.sleep(for: .seconds(2))
        XCTAssertEqual(store.writeCount, before, "worker loop kept merging pages after expiration")
    }
}
