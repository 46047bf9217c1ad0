import CoreData
import XCTest
@testable import Quillpost

final class NotificationSyncServiceTests: XCTestCase {
    private var manager: ContextManager!

    override func setUp() {
        super.setUp()
        manager = ContextManager.inMemory()
    }

    func testSyncInsertsNewNotes() {
        let remote = NotificationsRemote.stub(notes: [.fixture(id: 1), .fixture(id: 2)])
        let done = expectation(description: "sync")
        NotificationSyncService(manager: manager, remote: remote).sync { done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(Note.count(in: manager.mainContext), 2)
    }

    /// Two pushes arrive back to back and each starts a sync before the other has saved.
    func testMultipleSyncCallsWontInsertDuplicateNotes() {
        let remote = NotificationsRemote.stub(notes: [.fixture(id: 1), .fixture(id: 2)], latency: 0.05)
        let first = expectation(description: "first sync")
        let second = expectation(description: "second sync")
        NotificationSyncService(manager: manager, remote: remote).sync { first.fulfill() }
        NotificationSyncService(manager: manager, remote: remote).sync { second.fulfill() }
        wait(for: [first, second], timeout: 2)
        XCTAssertEqual(Note.count(in: manager.mainContext), 2, "each note must be stored once")
    }
}
