import XCTest

/// Device lab only (iPhone 15 Pro on the Buildkite agent): a real VoIP push from staging
/// must ring through CallKit while Ringlet is suspended.
final class IncomingCallDeviceTests: XCTestCase {
    func testVoipPushWhileSuspendedShowsIncomingCallUI() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-ringlet-lab-account", "lab-callee-03"]
        app.launch()
        XCUIDevice.shared.press(.home)

        try StagingCallsClient().placeTestCall(toAccount: "lab-callee-03", caller: "Priya N.")

        let callUI = XCUIApplication(bundleIdentifier: "com.apple.InCallService")
        XCTAssertTrue(callUI.staticTexts["Priya N."].waitForExistence(timeout: 15),
                      "incoming call UI from CallKit did not appear within 15 s")
    }
}
