import XCTest
import UserNotifications
import Capacitor
@testable import App

final class PushRoutingTests: XCTestCase {
    func testTapOnPushRoutesToThread() throws {
        let bridge = try TestBridge.launch()
        let fired = expectation(description: "pushNotificationActionPerformed fired")
        bridge.onJSEvent("pushNotificationActionPerformed") { payload in
            if (payload["threadId"] as? String) == "t-2207" { fired.fulfill() }
        }

        let response = UNNotificationResponse.makeForTesting(
            actionIdentifier: UNNotificationDefaultActionIdentifier,
            userInfo: ["threadId": "t-2207", "aps": ["alert": "New reply"]]
        )
        NSLog("[PushRoutingTests] delivering UNNotificationResponse (action=%@, threadId=t-2207) to UNUserNotificationCenter.current().delegate", UNNotificationDefaultActionIdentifier)
        let delegate = UNUserNotificationCenter.current().delegate
        NSLog("[PushRoutingTests] current delegate: %@", String(describing: type(of: delegate!)))
        delegate?.userNotificationCenter?(.current(), didReceive: response) {}



        wait(for: [fired], timeout: 5)
    }
}
