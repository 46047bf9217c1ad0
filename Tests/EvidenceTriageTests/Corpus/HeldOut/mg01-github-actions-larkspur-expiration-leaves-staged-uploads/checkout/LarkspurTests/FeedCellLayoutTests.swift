import XCTest
@testable import Larkspur

final class FeedCellLayoutTests: XCTestCase {
    func testUnreadBadgeInset() {
        let cell = FeedCell(frame: CGRect(x: 0, y: 0, width: 390, height: 72))
        cell.configure(with: .fixture(unread: 12))
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.badgeView.frame.maxX, cell.contentView.bounds.maxX - 12.0, accuracy: 0.01)
    }

    func testTitleTruncatesToTwoLines() {
        let cell = FeedCell(frame: CGRect(x: 0, y: 0, width: 390, height: 72))
        cell.configure(with: .fixture(title: String(repeating: "Long headline ", count: 12)))
        XCTAssertEqual(cell.titleLabel.numberOfLines, 2)
    }
}
