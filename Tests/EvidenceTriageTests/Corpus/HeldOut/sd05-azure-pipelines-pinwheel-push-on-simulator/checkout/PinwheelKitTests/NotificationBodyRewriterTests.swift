import XCTest
import UserNotifications
@testable import PinwheelKit

final class NotificationBodyRewriterTests: XCTestCase {
    func testCourierNameFallsBackWhenMissing() {
        let content = UNMutableNotificationContent()
        content.userInfo = ["order": "PW-5521"]
        let rewritten = NotificationBodyRewriter().rewrite(content)
        XCTAssertEqual(rewritten.body, "Courier assigned to order PW-5521")
    }
}
