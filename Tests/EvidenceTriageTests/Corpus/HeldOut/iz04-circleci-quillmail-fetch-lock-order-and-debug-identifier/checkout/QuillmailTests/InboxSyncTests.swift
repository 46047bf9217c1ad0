import XCTest
@testable import Quillmail

final class InboxSyncTests: XCTestCase {
    private var server: FakeIMAPServer!
    private var sync: InboxSync!

    override func setUp() {
        server = FakeIMAPServer()
        sync = InboxSync(connection: server.connection(), store: InMemoryMailStore())
    }

    func testFlagsSyncBothWays() throws {
        server.seed(folder: "INBOX", messages: .fixtures(count: 5))
        try sync.syncOnce()
        try sync.setFlag(.seen, uid: 3)
        XCTAssertEqual(server.flags(uid: 3), [.seen])
        server.setFlag(.flagged, uid: 4)
        try sync.syncOnce()
        XCTAssertTrue(sync.message(uid: 4)!.isFlagged)
    }

    func testMovesDeletedToTrash() throws {
        server.seed(folder: "INBOX", messages: .fixtures(count: 2))
        try sync.syncOnce()
        try sync.delete(uid: 1)
        XCTAssertEqual(server.messages(in: "Trash").map(\.uid), [1])
    }

    /// The server drops the IDLE connection when the network changes;
    /// InboxSync reconnects with exponential backoff starting at 250 ms.
    func testIdleReconnectAfterNetworkChange() throws {
        try sync.syncOnce()
        sync.startIdle()
        let reconnected = expectation(description: "IDLE re-established")
        server.onIdleStarted = { count in
            if count == 2 { reconnected.fulfill() }
        }

        server.dropConnection(reason: .networkChanged)

        // Backoff is 250 ms, 500 ms, 1 s ... first retry should succeed.
        // NOTE: FakeIMAPServer accepts connections on a background queue;
        // under a loaded simulator the accept can lag behind the first
        // retry and the second retry lands after 1.75 s.
        wait(for: [reconnected], timeout: 2)
        sync.stopIdle()
    }
}
