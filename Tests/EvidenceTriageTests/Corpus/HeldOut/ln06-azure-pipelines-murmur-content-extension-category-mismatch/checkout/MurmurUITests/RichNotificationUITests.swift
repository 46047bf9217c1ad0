import XCTest

final class RichNotificationUITests: XCTestCase {
    /// The pipeline delivers fixtures/message-reply.apns with `xcrun simctl push` before this runs.
    func testLongPressShowsCustomContent() {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["NotificationShortLookView"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 10))
        banner.press(forDuration: 1.2)
        let thread = springboard.otherElements["murmur.thread-preview"]
        XCTAssertTrue(thread.waitForExistence(timeout: 10), "custom content extension UI did not appear")
    }
}
