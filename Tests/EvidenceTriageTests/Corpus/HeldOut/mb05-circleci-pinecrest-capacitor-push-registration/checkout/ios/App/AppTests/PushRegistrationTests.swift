import XCTest
import Capacitor
@testable import App

/// Drives @capacitor/push-notifications the way the web layer does and
/// listens on the bridge for the events the JS side receives.
final class PushRegistrationTests: XCTestCase {
    private var bridge: TestBridge!

    override func setUp() {
        super.setUp()
        bridge = TestBridge.attach(to: AppDelegate.shared)
    }

    func testPermissionRequestResolvesGranted() throws {
        let result = try bridge.call("PushNotifications", "requestPermissions")
        XCTAssertEqual(result["receive"] as? String, "granted")
    }

    // The simulator we run on (iPhone 15, iOS 17.5) should hand out a token:
    // Xcode 14+ simulators support remote notifications.
    func testRegisterDeliversDeviceToken() throws {
        let registered = expectation(description: "registration event with an APNs token")
        bridge.onEvent("registration") { data in
            if let token = data["value"] as? String, token.count == 64 {
                registered.fulfill()
            }
        }
        NSLog("[pinecrest] PushNotifications.register() called, waiting for registration event")
        _ = try bridge.call("PushNotifications", "register")

        // didRegisterForRemoteNotificationsWithDeviceToken -> NotificationCenter
        // -> PushNotificationsPlugin -> "registration" on the bridge.
        // Nothing is mocked: this exercises APNs registration end to end.
        //
        //
        //
        //
        //
        //
        wait(for: [registered], timeout: 30)
    }

    func testRegistrationErrorIsForwarded() throws {
        let failed = expectation(description: "registrationError event")
        bridge.onEvent("registrationError") { _ in failed.fulfill() }
        NSLog("[pinecrest] forcing APNs environment mismatch, waiting for registrationError event")
        AppDelegate.shared.forceAPNsEnvironment("production")
        _ = try bridge.call("PushNotifications", "register")

        // didFailToRegisterForRemoteNotificationsWithError must reach JS as
        // "registrationError" so the settings page can show the retry banner.
        //
        //
        //
        //
        //
        wait(for: [failed], timeout: 30)
    }
}
