import UserNotifications
import XCTest
@testable import TandemPushKit

final class NotificationServiceTests: XCTestCase {
    func testDecryptedMessageReplacesPlaceholder() {
        let sut = PushContentPipeline(decryptor: StubDecryptor(sender: "Maya", text: "see you at 6?"),
                                      attachments: ImmediateAttachments(nil))
        var delivered: UNNotificationContent?
        sut.begin(.fixture(encryptedBody: "AaZ3…"), contentHandler: { delivered = $0 })
        XCTAssertEqual(delivered?.title, "Maya")
    }

    func testTimeWillExpireDeliversBestAttempt() {
        // Attachment download never finishes: the system calls serviceExtensionTimeWillExpire.
        let sut = PushContentPipeline(decryptor: StubDecryptor(sender: "Maya", text: "see you at 6?"),
                                      attachments: NeverCompletingAttachments())
        var delivered: UNNotificationContent?
        sut.begin(.fixture(encryptedBody: "AaZ3…"), contentHandler: { delivered = $0 })
        sut.expire()
        XCTAssertEqual(delivered?.body, "see you at 6?", "expiry must deliver the decrypted best attempt, not the generic placeholder")
    }
}
