import XCTest

final class NotificationLaunchUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-reset-reminders", "-uitest-grant-notifications"]
        app.launch()
    }

    func testForegroundNotificationShowsBanner() throws {
        app.buttons["debug.fireReminderIn2s"].tap()
        let banner = springboard.otherElements["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 10), "foreground banner not presented")
    }

    func testTappingReminderWhileBackgroundedOpensDetail() throws {
        app.buttons["debug.fireReminderIn5s"].tap()
        XCUIDevice.shared.press(.home)

        let banner = springboard.otherElements["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 15), "reminder banner never appeared")
        banner.tap()

        let title = app.staticTexts["reminder.detail.title"]
        XCTAssertTrue(title.waitForExistence(timeout: 10), "reminder detail not shown after tapping the notification")
        XCTAssertEqual(title.label, "Pay the water bill")
    }
}
