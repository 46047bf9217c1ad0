import XCTest
@testable import Brambling

final class IssueListViewModelTests: XCTestCase {
    func testUnreadBadgeCapsAt99() {
        let vm = IssueListViewModel(issues: .fixtures(unread: 100))
        XCTAssertEqual(vm.unreadBadge, "99+")
    }

    func testUnreadBadgeHiddenWhenZero() {
        let vm = IssueListViewModel(issues: .fixtures(unread: 0))
        XCTAssertNil(vm.unreadBadge)
    }
}
