import XCTest

/// Device-lab only: rings the lab phone through the staging push gateway
/// (VoIP push, apns-push-type: voip) and checks the system call UI.
final class IncomingCallE2ETests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    private let gateway = PushGatewayClient.staging

    func testVoIPPushWhileForegroundedShowsIncomingCall() throws {
        app.launch()
        let token = try XCTUnwrap(gateway.latestVoIPToken(for: LabDevice.current))
        try gateway.ring(token: token, door: "Front door")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 15))
        springboard.buttons["Decline"].tap()
    }

    func testVoIPPushWhileTerminatedShowsIncomingCall() throws {
        app.launchArguments += ["-reset-microphone-prompt"]
        app.launch()
        let token = try XCTUnwrap(gateway.latestVoIPToken(for: LabDevice.current))
        app.terminate()

        try gateway.ring(token: token, door: "Front door")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 15),
                      "CallKit incoming call UI did not appear within 15 s of the VoIP push")
    }
}
