import XCTest
@testable import Quarry

final class ThreadListSnapshotTests: XCTestCase {
    func testUnreadBadgeCountCapsAt99() {
        let cell = ThreadCellModel(subject: "Quarterly numbers", unread: 140)
        XCTAssertEqual(cell.badgeText, "99+")
    }
}
