import XCTest
import UserNotifications
@testable import PennantNotificationService

/// The extension is exercised directly: APNs can't be driven from CI, so the tests build the
/// UNNotificationRequest themselves and call didReceive / serviceExtensionTimeWillExpire.
final class NotificationServiceTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(StubImageProtocol.self)   // serves hero.jpg from the test bundle
    }

    func testAttachmentAddedBeforeContentHandler() {
        let service = NotificationService()
        let delivered = expectation(description: "contentHandler called")
        var content: UNNotificationContent?

        service.didReceive(.breakingNews(imageURL: "https://img.pennant.example/hero.jpg")) {
            content = $0
            delivered.fulfill()
        }

        wait(for: [delivered], timeout: 10)
        XCTAssertEqual(content?.attachments.count, 1)
    }

    func testTimeWillExpireDeliversBestAttempt() {
        let service = NotificationService()
        var content: UNNotificationContent?
        service.didReceive(.encryptedPreview(ciphertext: Fixtures.previewCiphertext)) { content = $0 }

        service.serviceExtensionTimeWillExpire()

        XCTAssertEqual(content?.title, "Council approves harbour bridge")
    }

    func testExtensionPlistDeclaresServicePoint() throws {
        let appex = try XCTUnwrap(Bundle(for: NotificationService.self).infoDictionary)
        let ext = try XCTUnwrap(appex["NSExtension"] as? [String: Any])
        XCTAssertEqual(ext["NSExtensionPointIdentifier"] as? String,
                       "com.apple.usernotifications.service")
    }
}

