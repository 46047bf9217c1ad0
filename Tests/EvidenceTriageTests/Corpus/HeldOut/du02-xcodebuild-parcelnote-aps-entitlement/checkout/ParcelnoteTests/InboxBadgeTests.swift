import XCTest
@testable import Parcelnote

@MainActor
final class InboxBadgeTests: XCTestCase {
    func testBadgeCountsUnread() {
        let badge = InboxBadge(store: .preview(unread: 3))
        XCTAssertEqual(badge.count, 3)
    }

    func testBadgeClearsOnOpen() async throws {
        let badge = InboxBadge(store: .preview(unread: 1))
        badge.inboxDidOpen()
        // setBadgeCount is async on the notification center; give it a moment.
        try await Task.sleep(for: .seconds(1))
        XCTAssertEqual(badge.displayedCount, 0)
    }
}
