import XCTest
@testable import Larkspur

@MainActor
final class NotificationSettingsTests: XCTestCase {
    func testAuthorizedStatusEnablesReminderToggle() async {
        let center = UserNotificationCenterMock()
        let model = ReminderSettingsViewModel(permission: NotificationPermission(center: center))
        await model.refresh()
        XCTAssertTrue(model.isToggleEnabled)
    }

    func testDeniedStatusKeepsToggleDisabled() async {
        let center = UserNotificationCenterMock()
        center.authorizationStatusReturnValue = .denied
        let model = ReminderSettingsViewModel(permission: NotificationPermission(center: center))
        await model.refresh()
        XCTAssertFalse(model.isToggleEnabled)
    }
}
