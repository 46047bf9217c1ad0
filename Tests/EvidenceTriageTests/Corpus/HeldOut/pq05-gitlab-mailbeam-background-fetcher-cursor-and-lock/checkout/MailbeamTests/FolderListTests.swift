import XCTest
@testable import Mailbeam

final class FolderListTests: XCTestCase {
    func testUnreadBadgeCountsOnlyInbox() {
        let list = FolderListViewModel(folders: [
            .fixture(id: "INBOX", unread: 3),
            .fixture(id: "Archive", unread: 40),
            .fixture(id: "Spam", unread: 12),
        ])
        XCTAssertEqual(list.appBadgeCount, 3)
    }
}
