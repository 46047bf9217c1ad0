import XCTest

/// End-to-end: the CI relay (ci/push-relay.py) turns a request from the test into `xcrun simctl push`.
final class PushNotificationTests: XCTestCase {
    let app = XCUIApplication(bundleIdentifier: "app.ferrychat.ios")
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uitest-fixtures", "inbox-3-unread"]
    }

    func testPushBannerAppearsOnSpringboard() throws {
        app.launch()
        sleep(1)
        springboard.activate()
        try PushRelay.send("new-message.apns")

        let banner = springboard.otherElements["Notification"].descendants(matching: .any)["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 5), "push banner did not appear within 5 s")
        banner.tap()
        XCTAssertTrue(app.navigationBars["Harbour crew"].waitForExistence(timeout: 5))
    }
}
