import XCTest
@testable import Ferry

final class InboxBadgeTests: XCTestCase {
    func testBadgeCountIgnoresReadItems() {
        let items = [InboxItem(id: "1", isRead: true), InboxItem(id: "2", isRead: false), InboxItem(id: "3", isRead: false)]
        XCTAssertEqual(InboxBadge.count(for: items), 2)
    }
}
