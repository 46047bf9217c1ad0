import XCTest

final class NotificationClickUITests: XCTestCase {
    func testColdLaunchClickOpensTrip() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-local-alert", "ICE-578", "-uitest-alert-delay", "4"]
        app.launch()
        app.terminate()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Delay"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
        banner.tap()
        XCTAssertTrue(app.staticTexts["trip.header.ICE-578"].waitForExistence(timeout: 10), "trip detail not opened")
    }
}
