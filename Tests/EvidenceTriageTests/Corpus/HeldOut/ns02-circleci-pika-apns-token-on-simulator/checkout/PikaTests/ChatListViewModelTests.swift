import XCTest
@testable import Pika

final class ChatListViewModelTests: XCTestCase {
    func testUnreadBadgeCapsAt99() {
        let vm = ChatListViewModel(chats: [.fixture(unread: 140)])
        XCTAssertEqual(vm.rows.first?.badgeText, "99+")
    }
}
