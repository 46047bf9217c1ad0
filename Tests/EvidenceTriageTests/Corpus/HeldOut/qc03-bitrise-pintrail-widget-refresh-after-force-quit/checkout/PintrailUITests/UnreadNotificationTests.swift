import XCTest

final class UnreadNotificationTests: XCTestCase {
    func testNewArticleNotificationWithinTenMinutes() {
        let app = XCUIApplication()
        app.launchEnvironment["PINTRAIL_TEST_FEED"] = "fixtures/new-articles.xml"
        app.launch()
        XCUIDevice.shared.press(.home)
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 600), "no new-article notification from the background refresh")
    }
}
