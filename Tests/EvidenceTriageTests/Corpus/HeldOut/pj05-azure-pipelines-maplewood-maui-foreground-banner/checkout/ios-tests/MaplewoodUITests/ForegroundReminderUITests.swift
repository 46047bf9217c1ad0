import XCTest

final class ForegroundReminderUITests: XCTestCase {
    func testBannerShownWhileAppOpen() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitest"]
        app.launch()
        app.buttons["Remind me in 3 s"].tap()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Time for a walk"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15), "foreground banner not presented")
    }
}
