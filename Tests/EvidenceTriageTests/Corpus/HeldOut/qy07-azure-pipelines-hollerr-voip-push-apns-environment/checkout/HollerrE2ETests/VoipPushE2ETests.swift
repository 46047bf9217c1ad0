import XCTest

/// Runs on the device lab. Sends a VoIP push through the CI push sender and
/// waits for the CallKit incoming-call UI.
final class VoipPushE2ETests: XCTestCase {
    func testIncomingCallPushShowsCallUI() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-e2eAccount", "device-lab-07"]
        app.launch()
        let token = try XCTUnwrap(E2EBridge.voipToken(from: app))
        XCUIDevice.shared.press(.home)
        try CIPushSender.sendVoip(to: token, callID: "e2e-\(UUID().uuidString.prefix(8))")
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 30), "no incoming call UI")
    }

    func testChannelListRefreshes() {
        let app = XCUIApplication()
        app.launch()
        app.tables.firstMatch.swipeDown()
        XCTAssertTrue(app.staticTexts["Updated just now"].waitForExistence(timeout: 5))
    }
}
