import XCTest
import SnapshotTesting
@testable import Moss

final class ChatListSnapshotTests: XCTestCase {
    func testRendersUnreadBadge() {
        let vc = ChatListViewController(threads: .fixtures)
        assertSnapshot(of: vc, as: .image(on: .iPhone13), record: false)
    }
}
