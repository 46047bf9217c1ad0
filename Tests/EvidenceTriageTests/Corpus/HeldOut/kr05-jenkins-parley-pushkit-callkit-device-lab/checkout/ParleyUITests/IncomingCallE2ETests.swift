import XCTest

/// Device-lab E2E: asks the staging call service to send a real VoIP push to
/// this device and expects the CallKit incoming-call screen.
final class IncomingCallE2ETests: XCTestCase {
    func testVoIPPushShowsIncomingCallUI() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-ParleyStagingBackend"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Online"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)

        try StagingCallService.placeTestCall(to: DeviceLab.currentDeviceID, caller: "E2E Caller")

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 20),
                      "CallKit incoming-call UI did not appear after the VoIP push")
    }
}
