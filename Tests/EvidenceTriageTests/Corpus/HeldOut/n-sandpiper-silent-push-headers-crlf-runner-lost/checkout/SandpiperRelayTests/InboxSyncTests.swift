import XCTest
@testable import SandpiperRelay

final class InboxSyncTests: XCTestCase {
    func testMergesServerThreads() async throws {
        let store = InMemoryThreadStore(threads: [.fixture(id: "t1", unread: 1)])
        let sync = InboxSync(store: store, client: StubMailClient(threads: [.fixture(id: "t1", unread: 0), .fixture(id: "t2", unread: 3)]))
        try await sync.run()
        XCTAssertEqual(store.threads.map(\.id), ["t1", "t2"])
    }
}
