import XCTest

final class PickupReminderUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
    }

    private func launchAndRemind() -> XCUIApplication {
        let app = XCUIApplication()
        app.launchArguments += ["--seed-order", "41", "--grant-notifications"]
        app.launch()
        app.buttons["order.41.remind"].tap()
        return app
    }

    func testReminderPermissionRequested() {
        let app = launchAndRemind()
        XCTAssertTrue(app.staticTexts["reminders.enabled"].waitForExistence(timeout: 5))
    }

    func testForegroundReminderShowsBanner() {
        _ = launchAndRemind()
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Your order is ready"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15))
    }

    func testTapOnReminderOpensOrderDetail() {
        let app = launchAndRemind()
        springboard.otherElements["Notification"].descendants(matching: .any)["Your order is ready"].tap()
        XCTAssertTrue(app.navigationBars["Order #41"].waitForExistence(timeout: 5))
    }
}
