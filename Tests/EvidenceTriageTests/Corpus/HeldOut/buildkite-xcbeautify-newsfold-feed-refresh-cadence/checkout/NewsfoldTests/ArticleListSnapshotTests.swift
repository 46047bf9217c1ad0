import XCTest
import SnapshotTesting
@testable import Newsfold

final class ArticleListSnapshotTests: XCTestCase {
    func testUnreadBadgeLayout() {
        let vc = ArticleListViewController(viewModel: .fixture(unread: 128))
        assertSnapshot(of: vc, as: .image(on: .iPhone13, precision: 0.99))
    }
}
