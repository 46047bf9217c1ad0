import XCTest
@testable import Umber

/// Device lab: the push relay sends real APNs sandbox background pushes
/// (apns-push-type: background, apns-priority: 5) to this phone's token.
final class BackgroundPushDeliveryTests: XCTestCase {
    func testEveryBackgroundPushWakesApp() throws {
        let relay = PushRelay(environment: .sandbox)
        let token = try XCTUnwrap(PushTokenStore.shared.currentToken)
        let ids = try (1...5).map { n in try relay.sendBackground(to: token, payload: ["sync": "inbox-\(n)"]) }
        sleep(60)
        let received = WakeJournal.shared.entries(since: relay.firstSentAt).map(\.payloadID)
        XCTAssertEqual(received.count, ids.count, "background pushes delivered to the app")
    }

    func testUnreadBadgeMatchesInbox() {
        let inbox = Inbox(messages: [.fixture(unread: true), .fixture(unread: true), .fixture(unread: false, muted: true), .fixture(unread: true, muted: true)])
        XCTAssertEqual(inbox.badgeCount, 2)
    }
}
