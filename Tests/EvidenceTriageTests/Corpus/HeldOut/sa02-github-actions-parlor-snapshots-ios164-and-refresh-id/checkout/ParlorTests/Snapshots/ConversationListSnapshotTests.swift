import SnapshotTesting
import XCTest
@testable import Parlor

final class ConversationListSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        // isRecording = true
    }

    func testEmptyState() {
        let vc = ConversationListViewController(viewModel: .fixture(conversations: []))
        assertSnapshot(of: vc, as: .image(on: .iPhone13, precision: 0.99))
    }

    func testWithUnreadBadge() {
        let vc = ConversationListViewController(viewModel: .fixture(conversations: [.unread(count: 3)]))
        assertSnapshot(of: vc, as: .image(on: .iPhone13, precision: 0.99))
    }
}
