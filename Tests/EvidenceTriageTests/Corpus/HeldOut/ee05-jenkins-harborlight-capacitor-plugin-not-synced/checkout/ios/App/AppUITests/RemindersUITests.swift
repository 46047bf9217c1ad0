import XCTest

final class RemindersUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-uitest-reset-state"]
        app.launch()
        addUIInterruptionMonitor(withDescription: "Notifications") { alert in
            alert.buttons["Allow"].tap(); return true
        }
    }

    func testScheduleReminderShowsConfirmation() throws {
        app.buttons["Remind me at 09:00"].tap()
        let confirmation = app.staticTexts["Reminder set for 09:00"]
        let appeared = confirmation.waitForExistence(timeout: 10)
        XCTAssertTrue(appeared, "Confirmation never appeared; visible error: \(visibleError())")
    }

    func testReminderAppearsInUpcomingList() throws {
        app.buttons["Remind me at 09:00"].tap()
        app.tabBars.buttons["Upcoming"].tap()
        let row = app.staticTexts["Harbour check · 09:00"]
        XCTAssertTrue(row.waitForExistence(timeout: 10), "Upcoming list has no reminder; visible error: \(visibleError())")
    }

    func testSettingsShowsVersion() throws {
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["Version 2.9.0 (2904)"].waitForExistence(timeout: 5))
    }

    private func visibleError() -> String {
        let toast = app.staticTexts.matching(identifier: "toast-error").firstMatch
        return toast.exists ? toast.label : "<none>"
    }
}
