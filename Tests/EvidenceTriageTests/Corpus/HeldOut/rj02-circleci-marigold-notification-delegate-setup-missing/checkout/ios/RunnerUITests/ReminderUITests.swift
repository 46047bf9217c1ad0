import XCTest

final class ReminderUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-reminderInSeconds", "5"]
        app.launch()
        app.buttons["reminders.scheduleTest"].tap()
    }

    func testForegroundReminderShowsBanner() {
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Marigold, now, Metformin 500 mg"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15))
    }

    func testTappingReminderOpensDoseSheet() {
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Marigold, now, Metformin 500 mg"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15))
        banner.tap()
        XCTAssertTrue(app.staticTexts["doseSheet.title"].waitForExistence(timeout: 10))
    }
}
