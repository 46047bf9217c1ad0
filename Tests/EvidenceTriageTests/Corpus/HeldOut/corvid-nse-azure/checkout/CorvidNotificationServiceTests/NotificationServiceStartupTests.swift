import XCTest
import UserNotifications
@testable import CorvidNotificationServiceCore

/// The service extension has a short runtime budget and the system may kill it while it
/// is still starting up. didReceive must hand back content quickly.
final class NotificationServiceStartupTests: XCTestCase {

    func testDecryptsFixtureBody() throws {
        let content = try MessageDecryptor(keyStore: .fixture).decrypt(.encryptedFixture(from: "Mira", body: "Dinner at 8?"))
        XCTAssertEqual(content.body, "Dinner at 8?")
    }

    func testContentHandlerCalledWithinTwoSeconds() {
        let delivered = expectation(description: "contentHandler called")
        let service = NotificationService()                     // same init path the extension runs
        service.didReceive(.encryptedFixture(from: "Mira", body: "Dinner at 8?")) { _ in
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 2)
    }
}
