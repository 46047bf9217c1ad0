import UserNotifications
import XCTest
@testable import ParleyNotificationService
@testable import ParleyKit

final class NotificationServiceTests: XCTestCase {
    func testDecryptsPushWhenStoreIsFree() {
        let done = expectation(description: "content handler called")
        NotificationService().didReceive(.fixture("push-text")) { content in
            XCTAssertEqual(content.body, "See you at 7")
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    /// The app started a crypto transaction and was suspended before it finished (helper process is SIGSTOPped).
    func testDecryptsPushWhileAppTransactionIsSuspended() throws {
        let holder = try LockHolderProcess.spawn(lock: .cryptoStore, bundleID: "com.parley.ios", thenSuspend: true)
        defer { holder.terminate() }
        let done = expectation(description: "content handler called")
        NotificationService().didReceive(.fixture("push-text")) { content in
            XCTAssertEqual(content.body, "See you at 7")
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }
}
