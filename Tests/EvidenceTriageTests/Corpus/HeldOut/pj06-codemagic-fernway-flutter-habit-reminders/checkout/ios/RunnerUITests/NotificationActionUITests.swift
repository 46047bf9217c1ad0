import XCTest

final class NotificationActionUITests: XCTestCase {
    func testActionTapOpensHabit() {
        let app = XCUIApplication()
        app.launchArguments += ["--integration", "--notify-in=4", "--terminate-after-schedule"]
        app.launch()
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["Drink water"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
        banner.tap()
        XCTAssertTrue(app.staticTexts["habit.title.water"].waitForExistence(timeout: 8), "habit screen not opened from notification")
    }

    func testSyncBadgeVisible() {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.images["sync.badge"].waitForExistence(timeout: 5))
    }
}
