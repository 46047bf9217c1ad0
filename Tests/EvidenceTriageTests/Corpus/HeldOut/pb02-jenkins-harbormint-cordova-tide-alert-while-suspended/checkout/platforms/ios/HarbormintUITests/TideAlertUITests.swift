import XCTest

final class TideAlertUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
    }

    private func launchWithRisingFeed() -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments += ["--tide-feed", "mock-rising", "--threshold-after", "240"]
        app.launch()
        app.buttons["alerts.enable"].tap()
        return app
    }

    func testAlertFiresWhileForeground() {
        let app = launchWithRisingFeed()
        let banner = app.staticTexts["High tide at Harbormint Pier in 30 min"]
        XCTAssertTrue(banner.waitForExistence(timeout: 300))
    }

    func testAlertFiresWhileBackgroundedFiveMinutes() {
        _ = launchWithRisingFeed()
        XCUIDevice.shared.press(.home)
        let banner = springboard.otherElements["Notification"]
            .descendants(matching: .any)["High tide at Harbormint Pier in 30 min"]
        XCTAssertTrue(banner.waitForExistence(timeout: 420))
    }
}
