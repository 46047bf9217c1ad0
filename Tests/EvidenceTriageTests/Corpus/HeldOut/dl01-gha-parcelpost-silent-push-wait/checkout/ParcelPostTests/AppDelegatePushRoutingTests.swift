import XCTest
import UIKit
import UserNotifications
@testable import ParcelPost

final class AppDelegatePushRoutingTests: XCTestCase {
    func testAlertPushWithContentAvailableRefreshesOnce() async throws {
        let delegate = AppDelegate()
        let refresher = CountingRefresher()
        delegate.refresher = refresher
        let userInfo: [AnyHashable: Any] = ["aps": ["alert": "Out for delivery", "content-available": 1],
                                            "pp": ["kind": "tracking-changed"]]

        // What iOS does for an alert push with content-available while the app is in the foreground.
        await withCheckedContinuation { done in
            delegate.application(UIApplication.shared, didReceiveRemoteNotification: userInfo) { _ in done.resume() }
        }
        _ = await delegate.userNotificationCenter(UNUserNotificationCenter.current(),
                                                  willPresent: try UNNotification.fixture(userInfo: userInfo))

        XCTAssertEqual(refresher.refreshCount, 1, "one push must trigger one tracking refresh")
    }

    func testRegistersForRemoteNotificationsAtLaunch() {
        let delegate = AppDelegate()
        XCTAssertTrue(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    }
}
