import XCTest

final class BackgroundSyncUITests: XCTestCase {
    func testScheduleButtonSubmitsSyncRequest() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest"]
        app.launch()
        app.buttons["Debug"].tap()
        app.buttons["Schedule background sync"].tap()
        XCTAssertTrue(app.staticTexts["syncScheduleState"].waitForExistence(timeout: 5))
    }

    func testScheduledSyncPostsDebugNotification() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest", "-debugSyncNotification"]
        app.launch()
        app.buttons["Debug"].tap()
        app.buttons["Schedule background sync"].tap()
        XCUIDevice.shared.press(.home)
        // The background job posts a local notification when the wallet sync ran.
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["Wallet synced in background"]
        XCTAssertTrue(banner.waitForExistence(timeout: 120), "background sync never ran")
    }
}
