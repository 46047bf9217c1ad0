import UserNotifications
import XCTest
@testable import NotificationService

final class NotificationServiceTimeoutTests: XCTestCase {
    func testPlainPushPassesThrough() {
        let service = NotificationService()
        let content = UNMutableNotificationContent()
        content.body = "hello"
        let done = expectation(description: "content handler")
        service.didReceive(UNNotificationRequest(identifier: "p", content: content, trigger: nil)) { result in
            XCTAssertEqual(result.body, "New message")
            done.fulfill()
        }
        wait(for: [done], timeout: 2)
    }

    /// The system gives a service extension ~30 s and then calls serviceExtensionTimeWillExpire().
    func testTimeWillExpireDeliversBestAttempt() {
        let service = NotificationService()
        let content = UNMutableNotificationContent()
        content.userInfo = ["ct": "c2xvdw==", "kid": "never-resolves"]
        let delivered = expectation(description: "best attempt delivered after the system's deadline")
        service.didReceive(UNNotificationRequest(identifier: "slow", content: content, trigger: nil)) { _ in
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 35)
    }
}
