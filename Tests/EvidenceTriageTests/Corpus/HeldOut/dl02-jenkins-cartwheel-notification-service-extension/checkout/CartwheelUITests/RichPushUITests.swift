import XCTest

final class RichPushUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-notifications-granted"]
        app.launch()
    }

    /// The service extension downloads the order photo and rewrites the body.
    func testOrderPhotoAttachmentShownInExpandedNotification() throws {
        XCUIDevice.shared.press(.home)
        try FixtureServer.push(bundleID: "com.brindlecart.cartwheel", fixture: "order-shipped-with-photo.apns")

        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 20), "no banner at all")
        banner.press(forDuration: 1.0)

        let photo = springboard.images["order-photo"]
        let body = springboard.staticTexts.matching(identifier: "NotificationBody").firstMatch.label
        XCTAssertTrue(photo.waitForExistence(timeout: 10), "expanded notification has no order photo; body: \(body)")
        XCTAssertTrue(body.hasPrefix("Your order from"))
    }
}
