import XCTest
import UserNotifications
@testable import QuaysideNotificationService

final class NotificationServiceTests: XCTestCase {
    func testExpiryAfterCompletionDeliversOnce() {
        let service = NotificationService(decryptor: SlowDecryptor(delay: 0))
        var deliveries = 0
        service.didReceive(.sampleEncrypted) { _ in deliveries += 1 }
        service.serviceExtensionTimeWillExpire()      // the system's deadline lands right after completion
        XCTAssertEqual(deliveries, 1)
    }
}
