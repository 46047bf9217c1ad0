import XCTest
import UserNotifications
@testable import Runner

final class NotificationRoutingTests: XCTestCase {
    func testPushTapReachesMessagingDelegate() {
        let router = PushTapRouter.shared
        router.reset()
        let center = UNUserNotificationCenter.current()
        let response = FakeResponses.tap(userInfo: ["gcm.message_id": "0:1788", "screen": "lesson/42"])
        center.delegate?.userNotificationCenter?(center, didReceive: response, withCompletionHandler: {})
        XCTAssertEqual(router.handledTaps, 1, "push tap not forwarded to the app's original delegate")
    }

    func testWillPresentFallsThroughForForeignPayload() {
        let router = PushTapRouter.shared
        router.reset()
        let center = UNUserNotificationCenter.current()
        let note = FakeNotifications.remote(userInfo: ["gcm.message_id": "0:1790"])
        var options: UNNotificationPresentationOptions = []
        center.delegate?.userNotificationCenter?(center, willPresent: note, withCompletionHandler: { options = $0 })
        XCTAssertEqual(router.presentedInForeground, 1)
        XCTAssertTrue(options.contains(.banner))
    }
}
