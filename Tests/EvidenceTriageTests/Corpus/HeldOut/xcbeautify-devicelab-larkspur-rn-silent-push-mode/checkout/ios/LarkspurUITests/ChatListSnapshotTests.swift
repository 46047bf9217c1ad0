import XCTest
import SnapshotTesting

final class ChatListSnapshotTests: XCTestCase {
    func testUnreadBadgeLayout() {
        let vc = ChatListHostController(fixture: .unreadMixed)
        assertSnapshot(of: vc, as: .image(on: .iPhone13, precision: 0.99))
    }
}
