import XCTest
import UserNotifications
@testable import Parcelpost

final class NotificationServiceTests: XCTestCase {
    private func request(messageID: String, buttons: [[String: Any]]) -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = "Your parcel arrives today"
        content.userInfo = ["pp": ["messageId": messageID, "actionButtons": buttons]]
        return UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: nil)
    }

    func testPayloadWithoutPPKeyIsDeliveredUnchanged() {
        let delivered = expectation(description: "delivered")
        let plain = UNMutableNotificationContent(); plain.title = "Hi"
        NotificationService().didReceive(UNNotificationRequest(identifier: "x", content: plain, trigger: nil)) { content in
            XCTAssertEqual(content.title, "Hi"); delivered.fulfill()
        }
        wait(for: [delivered], timeout: 2)
    }

    func testActionButtonsCategoryRegisteredBeforeDelivery() {
        let service = NotificationService()
        let messageID = String(UUID().uuidString.prefix(4))  // fresh category every run
        let delivered = expectation(description: "content delivered")
        service.didReceive(request(messageID: messageID, buttons: [["identifier": "reschedule", "title": "Reschedule", "openApp": true]])) { content in
            XCTAssertEqual(content.categoryIdentifier, "pp-msg-\(messageID)")
            // What the system sees when it shows the notification right now.
            UNUserNotificationCenter.current().getNotificationCategories { categories in
                let match = categories.first { $0.identifier == content.categoryIdentifier }
                XCTAssertNotNil(match, "category \(content.categoryIdentifier) not registered when content was delivered")
                delivered.fulfill()
            }
        }
        wait(for: [delivered], timeout: 2)
    }
}
