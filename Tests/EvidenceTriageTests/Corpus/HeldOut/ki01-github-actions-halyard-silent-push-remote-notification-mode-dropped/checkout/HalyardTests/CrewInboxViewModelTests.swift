import XCTest
@testable import Halyard

@MainActor
final class CrewInboxViewModelTests: XCTestCase {
    func testHeaderReadsUpToDateWhenNothingUnread() {
        XCTAssertEqual(CrewInboxViewModel(unreadCount: 0).unreadHeaderText, "Up to date")
    }

    func testHeaderCountsNewMessages() {
        XCTAssertEqual(CrewInboxViewModel(unreadCount: 1).unreadHeaderText, "1 new")
    }

    func testUnreadBadgeCapsAtNinetyNine() {
        let viewModel = CrewInboxViewModel(unreadCount: 128)
        XCTAssertEqual(viewModel.unreadBadgeText, "99+")
    }
}
