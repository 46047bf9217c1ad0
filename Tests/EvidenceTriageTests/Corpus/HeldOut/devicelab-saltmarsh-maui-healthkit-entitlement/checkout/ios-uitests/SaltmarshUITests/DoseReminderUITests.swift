import XCTest

final class DoseReminderUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.saltmarsh.care")

    func testSnoozeMovesReminderTenMinutes() {
        app.launchArguments = ["--uitest", "--fixed-now=2026-08-13T09:30:00+02:00", "--reminder=09:30"]
        app.launch()
        app.buttons["Snooze 10 min"].tap()
        XCTAssertEqual(app.staticTexts["nextReminderTime"].label, "09:40")
    }
}
