import XCTest

final class ReminderSettingsUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-state", "-uitest-stub-network"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "ReminderSettingsUITests/" + testRunName
        app.launch()
    }

    func testReminderTimeDefaultsToSevenAM() throws {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertEqual(app.datePickers["settings.reminderTime"].value as? String, "7:00 AM")
    }

    func testEnablingDailyReminderShowsNextReminderRow() throws {
        app.tabBars.buttons["Settings"].tap()
        app.switches["settings.dailyReminder"].tap()

        // iOS asks for notification permission the first time reminders are turned on.
        let permission = app.alerts["“Pipit” Would Like to Send You Notifications"]
        permission.buttons["Allow"].tap()

        XCTAssertTrue(app.staticTexts["settings.nextReminder"].waitForExistence(timeout: 5))
    }

    private var testRunName: String {
        String(name.split(separator: " ").last!.dropLast())
    }
}
