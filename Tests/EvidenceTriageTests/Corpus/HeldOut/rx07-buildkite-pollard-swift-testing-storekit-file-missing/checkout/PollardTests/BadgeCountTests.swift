import XCTest
@testable import Pollard

final class BadgeCountTests: XCTestCase {
    func testBadgeClearsAfterReading() async {
        let center = RecordingNotificationCenter()
        let inbox = ReminderInbox(center: center, unread: 4)
        await inbox.markAllRead()
        XCTAssertEqual(center.lastBadgeCount, 0)
    }
}
