import XCTest
import UserNotifications
import Shared

final class NotificationStatusTests: XCTestCase {
    func testAuthorizedMapsToGranted() {
        let state = NotificationStatusMapper.shared.map(status: UNAuthorizationStatus.authorized.rawValue)
        XCTAssertEqual(state, PermissionState.granted)
    }

    func testDeniedMapsToDeniedAlways() {
        let state = NotificationStatusMapper.shared.map(status: UNAuthorizationStatus.denied.rawValue)
        XCTAssertEqual(state, PermissionState.deniedalways)
    }

    func testProvisionalStatusCountsAsGranted() {
        // Quiet (provisional) delivery is offered in onboarding since 4.2.
        let state = NotificationStatusMapper.shared.map(status: UNAuthorizationStatus.provisional.rawValue)
        XCTAssertEqual(state, PermissionState.granted)
    }
}
