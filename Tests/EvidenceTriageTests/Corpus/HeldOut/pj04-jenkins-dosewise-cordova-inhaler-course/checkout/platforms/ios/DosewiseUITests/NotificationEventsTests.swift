import XCTest

final class NotificationEventsTests: XCTestCase {
    func testColdLaunchTapOpensDoseLog() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "1", "-scheduleTestDoseIn", "5"]
        app.launch()
        app.terminate()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Dose due"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
        banner.tap()
        XCTAssertTrue(app.navigationBars["Dose log"].waitForExistence(timeout: 10), "Dose log not shown after tapping the reminder")
    }
}
