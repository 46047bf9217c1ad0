import UserNotifications
import XCTest
@testable import CueKit

final class NotificationPermissionTests: XCTestCase {
    func testReportsNotDeterminedBeforePrompt() async {
        let status = await NotificationPermission.status()
        XCTAssertEqual(status, .notDetermined)
    }
}
