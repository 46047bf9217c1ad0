import XCTest
@testable import Parley

final class OfflineMessageQueueTests: XCTestCase {
    func testFlushSendsQueuedMessageAndEmptiesQueue() {
        let store = RoomStore(inMemory: true)
        store.insert(Room.fixture(token: "design"))
        let queue = OfflineMessageQueue(roomStore: store)
        queue.enqueue(.text("mockups attached"), roomToken: "design")
        let sender = RecordingSender()
        XCTAssertEqual(queue.flush(using: sender), 1)
        XCTAssertTrue(queue.pendingByRoom.isEmpty)
    }

    func testFlushSendsPendingMessagesForEveryRoom() {
        let store = RoomStore(inMemory: true)
        store.insert(Room.fixture(token: "a-design"))
        // "b-archived" was left while the device was offline.
        store.insert(Room.fixture(token: "c-ops"))
        let queue = OfflineMessageQueue(roomStore: store)
        queue.enqueue(.text("mockups attached"), roomToken: "a-design")
        queue.enqueue(.text("see you friday"), roomToken: "b-archived")
        queue.enqueue(.text("deploy done"), roomToken: "c-ops")
        queue.enqueue(.text("rollback plan in the doc"), roomToken: "c-ops")
        let sender = RecordingSender()

        let sent = queue.flush(using: sender)

        XCTAssertEqual(sent, 3, "messages queued for rooms after a deleted room were not sent")
        XCTAssertEqual(sender.sent.map(\.roomToken), ["a-design", "c-ops", "c-ops"])
    }
}
