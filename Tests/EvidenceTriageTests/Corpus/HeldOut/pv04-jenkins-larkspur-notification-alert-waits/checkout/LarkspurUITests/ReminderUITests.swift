import XCTest

final class ReminderUITests: XCTestCase {
    func testAllowNotificationsFromReminders() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-LSResetPermissions", "YES"]
        app.launch()
        app.tabBars.buttons["Reminders"].tap()
        app.buttons["reminders.enable"].tap()

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let allow = springboard.alerts.firstMatch.buttons["Allow"]
        XCTAssertTrue(allow.waitForExistence(timeout: 5))
        allow.tap()
        XCTAssertTrue(app.switches["reminders.toggle"].waitForExistence(timeout: 5))
    }
}
