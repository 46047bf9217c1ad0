import XCTest
@testable import ParleyKit

final class RoomListViewModelTests: XCTestCase {
    func testUnreadBadgeUpdatesAfterPush() async throws {
        let store = InMemoryRoomStore(rooms: [.fixture(token: "r1", unread: 0)])
        let subject = RoomListViewModel(store: store)
        await subject.handlePush(.init(roomToken: "r1", kind: .chat))
        try await Task.sleep(for: .milliseconds(50)) // debounce in RoomListViewModel
        XCTAssertEqual(subject.rows.first?.unreadBadge, "1")
    }

    func testArchivedRoomsHidden() {
        let store = InMemoryRoomStore(rooms: [.fixture(token: "r1", archived: true)])
        XCTAssertTrue(RoomListViewModel(store: store).rows.isEmpty)
    }
}
