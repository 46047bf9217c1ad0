import XCTest

final class ReminderSettingsUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-resetPermissions"]
        app.launch()
    }

    func testOpensReminderSettings() {
        app.tabBars.buttons["Settings"].tap()
        app.cells["settings.reminders"].tap()
        XCTAssertTrue(app.navigationBars["Reminders"].waitForExistence(timeout: 5))
    }

    func testDenyingNotificationsShowsSettingsHint() {
        app.tabBars.buttons["Settings"].tap()
        app.cells["settings.reminders"].tap()
        app.switches["reminders.daily.toggle"].tap()

        let dontAllow = springboard.alerts.buttons["Don’t Allow"]
        XCTAssertTrue(dontAllow.waitForExistence(timeout: 10))
        dontAllow.tap()

        let hint = app.staticTexts["reminders.openSettingsHint"]
        XCTAssertTrue(hint.waitForExistence(timeout: 5), "settings hint should appear after denial")
        XCTAssertFalse(app.switches["reminders.daily.toggle"].isSelected)
    }
}
