import UserNotifications
import XCTest
@testable import Tidewell

final class NotificationServiceTests: XCTestCase {
    func testExtensionOpensDatabaseWithoutMigrating() {
        TestDatabase.installUnmigratedCopy()
        let before = ChatDatabase.migrationsRun
        let done = expectation(description: "content delivered")
        NotificationService().didReceive(.fixture(encryptedFor: "chat-17")) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(ChatDatabase.migrationsRun - before, 0, "notification service extension ran database migrations")
    }
}
