import UserNotifications
import XCTest
@testable import KelpieKit

// KelpiePushService/NotificationService.swift is a member of this test target.

final class NotificationServiceTests: XCTestCase {
    private func request(_ userInfo: [AnyHashable: Any], title: String = "Bike repair café Saturday") -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.userInfo = userInfo
        return UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: nil)
    }

    func testRewritesTitleForBoardPost() {
        NotificationHistory.shared.currentUserID = "u-1"
        let service = NotificationService()
        let handled = expectation(description: "content handler called")
        var delivered: UNNotificationContent?

        service.didReceive(request(BoardPush.fixturePayload(author: "u-2"))) {
            delivered = $0
            handled.fulfill()
        }

        wait(for: [handled], timeout: 2)
        XCTAssertEqual(delivered?.title, "📌 New on Kelpie: Harbour Street")
    }

    /// A push whose payload we cannot parse must still be delivered, untouched.
    func testDeliversOriginalContentWhenUserInfoUnparseable() {
        let service = NotificationService()
        let handled = expectation(description: "content handler called")

        service.didReceive(request(["aps": ["alert": ["title": "Bike repair café Saturday"]]])) { content in
            XCTAssertEqual(content.title, "Bike repair café Saturday")
            handled.fulfill()
        }

        wait(for: [handled], timeout: 2)
    }

    /// Not calling the content handler does not suppress a notification: iOS then
    /// shows the original. Self-authored posts must be delivered silently instead.
    func testSuppressedMessageStillCallsContentHandler() {
        NotificationHistory.shared.currentUserID = "u-1"
        let service = NotificationService()
        let handled = expectation(description: "content handler called")

        service.didReceive(request(BoardPush.fixturePayload(author: "u-1"))) { content in
            XCTAssertNil(content.sound)
            handled.fulfill()
        }

        wait(for: [handled], timeout: 2)
    }
}
