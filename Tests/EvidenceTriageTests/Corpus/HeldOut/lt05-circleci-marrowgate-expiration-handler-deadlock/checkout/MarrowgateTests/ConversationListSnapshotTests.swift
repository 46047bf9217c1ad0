import SnapshotTesting
import XCTest
@testable import Marrowgate

final class ConversationListSnapshotTests: XCTestCase {
    func testUnreadBadgeLayout() {
        let vc = ConversationListViewController(viewModel: .fixture(unread: [3, 12, 128]))
        assertSnapshot(of: vc, as: .image(on: .iPhone13))
    }
}
