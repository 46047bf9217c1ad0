import XCTest
@testable import Wicket

final class BackgroundSyncTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID"); super.tearDown() }

    func testSimulatedRefreshPersistsFetchedPosts() async throws {
        let peer = StubPeer(serving: Post.fixtures(count: 3))
        let store = PostStore.inMemory()
        let job = BackgroundSyncJob(replicator: peer, store: store, window: .seconds(2))
        let task = FakeAppRefreshTask(identifier: BackgroundRegistration.syncRefresh)

        // The Simulator will not launch BGAppRefreshTask; drive the real adapter with a fake task.
        BackgroundSyncAdapter(job: job).handle(task: task)
        let completed = await task.waitForCompletion(timeout: .seconds(10))

        XCTAssertEqual(completed, true)
        XCTAssertEqual(try store.count(), 3, "posts served by the stub peer were not persisted")
    }

    func testExpirationCancelsReplication() async throws {
        let peer = StubPeer(serving: Post.fixtures(count: 3), delay: .seconds(5))
        let job = BackgroundSyncJob(replicator: peer, store: .inMemory(), window: .seconds(2))
        let task = FakeAppRefreshTask(identifier: BackgroundRegistration.syncRefresh)
        BackgroundSyncAdapter(job: job).handle(task: task)
        task.expire()
        let completed = await task.waitForCompletion(timeout: .seconds(10))
        XCTAssertEqual(completed, false)
        XCTAssertTrue(peer.stopped)
    }
}
