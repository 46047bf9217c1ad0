import XCTest
@testable import Fieldkit

/// Drives the processing-task adapter with a fake task; no system scheduling involved.
final class SyncResumeTests: XCTestCase {
    private var store: InMemoryRecordStore!
    private var server: StubSyncServer!
    private var manager: SyncManager!

    override func setUp() {
        store = InMemoryRecordStore()
        server = StubSyncServer(pages: 3, delayPerPage: .milliseconds(200))
        manager = SyncManager(store: store, server: server, stateStore: InMemorySyncStateStore())
    }

    func testCompletedSyncCanBeResynced() async throws {
        let id = try await manager.syncDown(target: .accounts)
        await manager.waitUntilFinished(id)
        let again = await manager.resync(id)
        XCTAssertNotNil(again)
    }

    func testResyncAfterExpiredBackgroundSync() async throws {
        let task = FakeProcessingTask(identifier: "com.fieldkit.app.sync")
        let adapter = SyncProcessingTaskAdapter(manager: manager)

        adapter.handle(task: task)
        try await Task.sleep(for: .milliseconds(250))
        task.expire()
        await task.waitForCompletion()

        let resumed = await manager.resync(adapter.lastSyncID!)
        XCTAssertNotNil(resumed, "a sync interrupted by task expiration must be resumable")
    }

    func testResyncAfterAppTerminatedMidSync() async throws {
        let state = InMemorySyncStateStore()
        let first = SyncManager(store: store, server: server, stateStore: state)
        let id = try await first.syncDown(target: .accounts)
        await first.simulateProcessTermination()

        let relaunched = SyncManager(store: store, server: server, stateStore: state)
        let resumed = await relaunched.resync(id)
        XCTAssertNotNil(resumed, "a sync left RUNNING by a killed process must be resumable after relaunch")
    }
}
