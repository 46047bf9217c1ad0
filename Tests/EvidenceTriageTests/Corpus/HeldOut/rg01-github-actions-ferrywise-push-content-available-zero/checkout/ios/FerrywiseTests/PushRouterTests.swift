import XCTest
import UserNotifications
@testable import Ferrywise

final class PushRouterTests: XCTestCase {
    private var emitter: RecordingEmitter!
    private var router: FWPushRouter!

    override func setUp() {
        super.setUp()
        emitter = RecordingEmitter()
        router = FWPushRouter(emitter: emitter)
    }

    func testSilentPushEmittedOnceFromAppDelegatePath() {
        let userInfo: [AnyHashable: Any] = ["aps": ["content-available": 1], "gcm.message_id": "m-1", "sailing": "HX-0715"]
        router.didReceiveRemoteNotification(userInfo, applicationState: .background) { _ in }
        router.willPresent(FakeNotification.make(userInfo: userInfo)) { _ in }
        XCTAssertEqual(emitter.events.map(\.name), ["push_message_background"])
    }

    func testForegroundAlertWithoutContentAvailableEmitsMessage() {
        let userInfo: [AnyHashable: Any] = ["aps": ["alert": ["title": "Boarding", "body": "Gate 3"]], "gcm.message_id": "m-2"]
        router.willPresent(FakeNotification.make(userInfo: userInfo)) { _ in }
        XCTAssertEqual(emitter.events.count, 1)
    }

    func testForegroundPushWithContentAvailableZeroEmitsMessage() {
        // marketing provider serialises the flag explicitly as 0
        let userInfo: [AnyHashable: Any] = [
            "aps": ["alert": ["title": "Spring fares", "body": "20% off weekday crossings"], "content-available": 0, "mutable-content": 1],
            "gcm.message_id": "m-3",
        ]
        router.willPresent(FakeNotification.make(userInfo: userInfo)) { _ in }
        XCTAssertEqual(emitter.events.count, 1, "foreground push was not forwarded to JS")
        XCTAssertEqual(emitter.events.first?.name, "push_message")
    }
}
