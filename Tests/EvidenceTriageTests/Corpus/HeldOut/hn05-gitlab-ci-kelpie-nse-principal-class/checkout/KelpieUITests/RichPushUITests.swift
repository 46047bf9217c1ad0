import XCTest

/// Drives a real simulated push: the CI job runs scripts/push_trigger_server.py
/// on the host, which calls `xcrun simctl push` for us.
final class RichPushUITests: XCTestCase {
    func testSimulatedPushShowsRewrittenTitle() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)

        try PushTrigger.send(payload: "board-post-mutable.apns")

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.otherElements["Notification"].firstMatch
        XCTAssertTrue(banner.waitForExistence(timeout: 15), "no notification banner")
        XCTAssertTrue(banner.label.contains("📌 New on Kelpie"), "rewritten title not shown; banner: \(banner.label)")
    }
}
