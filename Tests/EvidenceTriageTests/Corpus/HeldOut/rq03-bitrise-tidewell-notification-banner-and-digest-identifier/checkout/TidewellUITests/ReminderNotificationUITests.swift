import XCTest

final class ReminderNotificationUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-notifications-authorized"]
        app.launch()
    }

    func testReminderBannerAppears() {
        app.buttons["tides.lowTide.0712"].tap()
        app.buttons["reminder.remindMeIn5s"].tap()
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Low tide at Pelican Point"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20), "reminder banner did not appear")
        banner.tap()
        XCTAssertTrue(app.navigationBars["Pelican Point"].waitForExistence(timeout: 5))
    }
}
