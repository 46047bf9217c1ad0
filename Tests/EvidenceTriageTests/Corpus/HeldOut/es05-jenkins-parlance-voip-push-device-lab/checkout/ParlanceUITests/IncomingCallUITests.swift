import XCTest

/// Device-lab tests: a real VoIP push goes through the APNs sandbox to the
/// phone on the bench (PushRelay is our internal sender).
final class IncomingCallUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    private let relay = PushRelayClient.lab

    override func setUp() {
        continueAfterFailure = false
    }

    func testVoIPPushRingsWhileAppIsSuspended() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["Registered"].waitForExistence(timeout: 20))
        XCUIDevice.shared.press(.home)

        try relay.sendInvite(to: app.voipToken, from: "sip:ana@pbx.example.net")

        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 20), "CallKit incoming-call UI never appeared")
        springboard.buttons["Decline"].tap()
    }

    func testAnsweredCallHasTwoWayAudioFromBackground() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-directory-lookup", "off"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Registered"].waitForExistence(timeout: 20))
        XCUIDevice.shared.press(.home)

        try relay.sendInvite(to: app.voipToken, from: "sip:echo@pbx.example.net")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 20))
        springboard.buttons["Accept"].tap()

        let status = try relay.waitForMediaReport(call: relay.lastCallID, timeout: 15)
        XCTAssertEqual(status.rtpPacketsFromPhone > 0, true, "no RTP from the phone: \(status)")
    }
}
