import XCTest

final class ThresholdBannerUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testThresholdBannerShownDuringOnboarding() {
        app.launchArguments += ["-reset-onboarding", "-grant-notifications", "-usage-percent", "82"]
        app.launch()
        XCTAssertTrue(app.staticTexts["onboarding.welcome"].waitForExistence(timeout: 5))
        app.buttons["debug.sync"].tap()
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Quota at 80%"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "foreground banner not presented")
    }

    func testThresholdBannerShownOnDashboard() {
        app.launchArguments += ["-skip-onboarding", "-grant-notifications", "-usage-percent", "82"]
        app.launch()
        app.buttons["debug.sync"].tap()
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Quota at 80%"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10))
    }
}
