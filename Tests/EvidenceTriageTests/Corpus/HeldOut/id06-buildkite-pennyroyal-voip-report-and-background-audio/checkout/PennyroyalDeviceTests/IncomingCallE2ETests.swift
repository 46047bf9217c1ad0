import XCTest

/// Device lab only: ci/start_push_sender.sh sends a real VoIP push through the APNs sandbox.
final class IncomingCallE2ETests: XCTestCase {
    func testVoIPPushWhileBackgroundedShowsIncomingCall() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-SignInAs", "lab-callee-02"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try PushSender.lab.sendVoIPCall(to: "lab-callee-02", callID: "c-7731", withInviteDelay: 8)

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let incoming = springboard.staticTexts["Pennyroyal Audio"]
        XCTAssertTrue(incoming.waitForExistence(timeout: 20), "incoming call UI did not appear for c-7731")
    }
}
