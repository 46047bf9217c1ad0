import XCTest

final class VoipColdLaunchTests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testColdLaunchVoipPushShowsIncomingCall() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["status.registered"].waitForExistence(timeout: 20))
        app.terminate()

        let callId = try LabPushClient.shared.sendVoip(to: .currentDevice, caller: "Lab Caller")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 15), "no incoming call UI for \(callId)")
    }

    func testWarmVoipPushShowsIncomingCall() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.staticTexts["status.registered"].waitForExistence(timeout: 20))
        _ = try LabPushClient.shared.sendVoip(to: .currentDevice, caller: "Lab Caller")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 15))
    }
}
