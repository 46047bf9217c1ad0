import XCTest
import RealmSwift
@testable import Murmur

final class MessageStoreTests: XCTestCase {
    private var store: MessageStore!

    override func setUpWithError() throws {
        store = try MessageStore(configuration: TestRealm.make(schemaVersion: RealmStack.schemaVersion))
    }

    func testMarkReadClearsUnread() throws {
        try store.insert([.fixture(id: "m1", conversationID: "c1"), .fixture(id: "m2", conversationID: "c1")])
        try store.markRead(conversationID: "c1")
        let counted = expectation(description: "unread counted")
        store.observeUnread(conversationID: "c1") { count in
            XCTAssertEqual(count, 0)
            counted.fulfill()
        }
        wait(for: [counted], timeout: 1)
    }

    func testUnreadCountUpdatesOnInsert() throws {
        var counts: [Int] = []
        let updated = expectation(description: "unread updated")
        updated.expectedFulfillmentCount = 2
        store.observeUnread(conversationID: "c2") { count in
            counts.append(count)
            updated.fulfill()
        }
        try store.insert([.fixture(id: "m3", conversationID: "c2")])
        wait(for: [updated], timeout: 1)
        XCTAssertEqual(counts, [0, 1])
    }
}
