import XCTest
@testable import PushRelayKit

final class WakePushRequestTests: XCTestCase {
    private let topic = "com.fallowmere.mail"

    func testAlertPushKeepsPriorityTen() {
        let request = WakePushRequest.alert(topic: topic, title: "Ana", body: "Lunch?")
        XCTAssertEqual(request.headers["apns-priority"], "10")
    }

    func testContentAvailableOnlyPushUsesBackgroundHeaders() {
        let request = WakePushRequest.wake(topic: topic, mailbox: "inbox")
        XCTAssertEqual(request.headers["apns-priority"], "5", "content-available-only pushes must be sent at priority 5")
        XCTAssertEqual(request.headers["apns-push-type"], "background")
    }

    func testWakePayloadHasContentAvailableFlag() {
        let request = WakePushRequest.wake(topic: topic, mailbox: "inbox")
        let aps = request.payload["aps"] as? [String: AnyHashable]
        XCTAssertEqual(aps?["content-available"], 1 as AnyHashable, "aps must carry content-available: 1")
        XCTAssertNil(aps?["alert"])
    }
}
