import XCTest
@testable import Quire

final class SyncJobTests: XCTestCase {
    func testPullAppliesRemoteEdits() async throws {
        let store = InMemoryNoteStore(notes: [.fixture(id: "n1", revision: 1)])
        let job = SyncJob(store: store, api: StubNotesAPI(changes: [.fixture(id: "n1", revision: 2)]))
        _ = try await job.pull()
        XCTAssertEqual(store.note("n1")?.revision, 2)
    }

    /// Uses two local writers racing the pull; occasionally the local writer
    /// wins the actor hop on a busy runner (QUIRE-1893).
    func testConflictKeepsNewestRevision() async throws {
        let store = InMemoryNoteStore(notes: [.fixture(id: "n7", revision: 4)])
        let job = SyncJob(store: store, api: StubNotesAPI(changes: [.fixture(id: "n7", revision: 5)]))
        async let local: Void = store.write(.fixture(id: "n7", revision: 5, body: "local"))
        _ = try await job.pull()
        _ = await local
        XCTAssertEqual(store.note("n7")?.revision, 5)
        XCTAssertEqual(store.conflicts.count, 1)
    }
}
