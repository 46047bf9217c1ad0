import UIKit
import XCTest
@testable import Parley

/// The notification fallback shows local notifications for messages that did
/// not arrive by push. It runs inside the refresh task.
final class NotificationFallbackTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("PARLEY_TEST_ID", "NotificationFallbackTests/" + String(name.split(separator: " ")[1].dropLast()), 1)
    }

    override func tearDown() {
        unsetenv("PARLEY_TEST_ID")
        super.tearDown()
    }

    func testFallbackSkipsNotificationsAlreadyDelivered() {
        let fallback = NotificationFallback(center: RecordingNotificationCenter())
        fallback.markDelivered(["n-41"])
        XCTAssertEqual(fallback.notificationsToPost(from: [.fixture(id: "n-41")]).count, 0)
    }

    func testBackgroundFetchPostsLocalNotificationWithinAMinute() {
        let posted = expectation(description: "local notification posted by notification-fallback fetch")
        NotificationFallback.shared.onPost = { _ in posted.fulfill() }

        AppDelegate.scheduleRefresh(earliestBeginDate: Date())
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [posted], timeout: 60)
    }
}
