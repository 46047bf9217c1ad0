import XCTest

final class RichPushUITests: XCTestCase {
    func testSimctlPushShowsImageBanner() throws {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCUIApplication().launch()
        XCUIDevice.shared.press(.home)
        try SimctlPush.send(file: "Fixtures/shipment-photo.apns", bundleID: "com.parcelpost.app")   // host-side helper over the test-runner bridge
        let banner = springboard.otherElements["NotificationShortLookView"]
        XCTAssertTrue(banner.waitForExistence(timeout: 20))
    }
}
