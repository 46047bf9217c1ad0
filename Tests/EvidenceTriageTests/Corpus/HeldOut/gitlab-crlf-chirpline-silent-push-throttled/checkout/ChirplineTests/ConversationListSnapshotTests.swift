import XCTest
import SnapshotTesting
@testable import Chirpline

final class ConversationListSnapshotTests: XCTestCase {
    func testUnreadBadgeLayout() {
        let vc = ConversationListViewController(viewModel: .fixture(unread: [3, 0, 12]))
        assertSnapshot(of: vc, as: .image(drawHierarchyInKeyWindow: true))
    }
}
