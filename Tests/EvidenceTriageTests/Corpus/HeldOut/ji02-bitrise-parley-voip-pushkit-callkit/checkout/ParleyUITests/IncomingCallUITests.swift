import XCTest

/// End-to-end: ask the QA signalling server to ring this device, expect the CallKit UI.
final class IncomingCallUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testVoIPPushRaisesIncomingCallUI() {
        let app = XCUIApplication()
        app.launchArguments += ["-ParleyEnvironment", "qa"]
        app.launch()

        app.buttons["Join test room"].tap()
        app.buttons["Request test call"].tap()   // server sends an APNs VoIP push to our PushKit token

        // CallKit's incoming-call banner (springboard) carries the provider's localized name.
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let banner = springboard.buttons["Parley Audio"]

        // The push travels QA server -> APNs -> PushKit -> CallKit; allow for a slow
        // APNs sandbox hop before failing.
        XCTAssertTrue(banner.waitForExistence(timeout: 60), "incoming call UI did not appear within 60 s of requesting a test call")
        banner.tap()
    }
}
