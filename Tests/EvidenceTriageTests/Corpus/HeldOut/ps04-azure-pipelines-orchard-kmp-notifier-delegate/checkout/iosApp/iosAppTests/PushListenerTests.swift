import XCTest
import UserNotifications
import ComposeApp
@testable import iosApp

final class PushListenerTests: XCTestCase {
    func testNotifierInstallsCenterDelegate() {
        XCTAssertNotNil(UNUserNotificationCenter.current().delegate,
                        "no UNUserNotificationCenter delegate after NotifierManager.initialize")
    }

    func testForegroundPushReachesListener() {
        let got = expectation(description: "onPushNotification")
        let listener = TestNotifierListener(onPush: { _, _ in got.fulfill() })
        NotifierManager.shared.addListener(listener: listener)
        FakePushDelivery.presentInForeground(title: "Frost warning", body: "Cover the seedlings tonight")
        wait(for: [got], timeout: 3)
    }
}
