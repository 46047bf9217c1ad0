import XCTest
import UserNotifications
@testable import Brightfeed

final class NotificationResponseTests: XCTestCase {
    func testTapResponseCallsCompletionHandler() {
        let router = NotificationRouter(navigator: SpyNavigator())
        let response = FakeNotificationResponse(userInfo: ["article": "not-a-valid-id"])
        var completed = false
        router.handle(response: response) { completed = true }
        XCTAssertTrue(completed, "completion must be called even when the deep link is rejected")
    }
}
