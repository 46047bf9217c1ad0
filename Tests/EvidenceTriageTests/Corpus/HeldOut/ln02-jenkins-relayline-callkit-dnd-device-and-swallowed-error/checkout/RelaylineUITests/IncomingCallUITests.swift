import XCTest

/// Device-lab only: the lab's push relay sends a VoIP push to the locked device.
final class IncomingCallUITests: XCTestCase {
    func testLockedDeviceShowsIncomingCallBanner() throws {
        let app = XCUIApplication()
        app.launchEnvironment["RELAYLINE_TEST_PUSH"] = "devlab"
        app.launch()
        app.buttons["Register"].tap()
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        try LabPushRelay.sendVoIPPush(caller: "Lab Caller")
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 30), "incoming call UI never appeared")
    }
}
