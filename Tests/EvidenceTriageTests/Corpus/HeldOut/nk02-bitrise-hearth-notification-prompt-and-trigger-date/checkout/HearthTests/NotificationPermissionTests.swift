import XCTest
import UserNotifications
@testable import Hearth

final class NotificationPermissionTests: XCTestCase {
    func testPermissionCopyMentionsDailyNudge() {
        XCTAssertTrue(PermissionPrimer.body.contains("daily nudge"))
    }

    func testRequestAuthorizationGrantsAlerts() {
        let granted = expectation(description: "requestAuthorization completion")
        var result = false
        ReminderPermissions(center: .current()).request { ok in
            result = ok
            granted.fulfill()
        }
        wait(for: [granted], timeout: 30)
        XCTAssertTrue(result)
    }
}
