import XCTest

final class IncomingCallUITests: XCTestCase {
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testCallRingsAfterRebootBeforeFirstUnlock() throws {
        // Lab step before this test: device rebooted, SIM PIN off, passcode set, not yet unlocked.
        try LabControl.sendVoIPPush(kind: .incomingCall, from: "Dispatch desk")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 90), "no CallKit UI before first unlock")
    }

    func testCallRingsWhenLocked() throws {
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        try LabControl.sendVoIPPush(kind: .incomingCall, from: "Dispatch desk")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 30))
    }
}
