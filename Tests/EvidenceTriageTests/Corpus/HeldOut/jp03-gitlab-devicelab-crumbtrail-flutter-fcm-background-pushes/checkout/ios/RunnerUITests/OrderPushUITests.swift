import XCTest

/// Drives the Flutter app from outside (home button, relaunch) so background
/// delivery paths can be exercised on a physical device.
final class OrderPushUITests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "com.crumbtrail.app")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--ci-reset-push-counters"]
        app.launch()
    }

    func testSilentPushUpdatesOrderStatusRow() throws {
        let token = app.staticTexts["fcm-token"].label
        XCUIDevice.shared.press(.home)
        try PushRelay.send(token: token, count: 1, gapSeconds: 0)
        sleep(15)
        app.activate()
        XCTAssertEqual(app.staticTexts["handled-pushes"].label, "1")
        XCTAssertEqual(app.staticTexts["order-A-1042-status"].label, "Out for delivery")
    }

    func testTwelveOrderStatusPushesAllReachBackgroundHandler() throws {
        let token = app.staticTexts["fcm-token"].label
        XCUIDevice.shared.press(.home)
        try PushRelay.send(token: token, count: 12, gapSeconds: 20)
        sleep(30)
        app.activate()
        let handled = app.staticTexts["handled-pushes"].label
        XCTAssertEqual(handled, "12", "every order-status push should reach the background handler")
    }
}
