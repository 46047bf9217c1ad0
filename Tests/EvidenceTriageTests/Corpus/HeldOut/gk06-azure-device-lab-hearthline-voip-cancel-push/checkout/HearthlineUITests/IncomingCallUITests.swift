import XCTest

/// Runs on the device lab only: the Simulator cannot receive VoIP pushes.
/// The lab's push relay sends real APNs VoIP pushes to the device under test.
final class IncomingCallUITests: XCTestCase {
    private let relay = LabPushRelay(baseURL: URL(string: "http://10.61.4.20:8790")!)
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUp() {
        continueAfterFailure = false
    }

    func testIncomingCallShowsCallKitUI() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        try relay.sendVoIP(kind: "incoming", callID: UUID().uuidString, caller: "+31201234567")
        XCTAssertTrue(springboard.buttons["Decline"].waitForExistence(timeout: 20))
        springboard.buttons["Decline"].tap()
    }

    func testCancelledCallPushDoesNotRing() throws {
        let app = XCUIApplication()
        app.launch()
        XCUIDevice.shared.press(.home)
        let callID = UUID().uuidString
        try relay.sendVoIP(kind: "cancelled", callID: callID, caller: "+31207654321")
        sleep(5)
        XCTAssertFalse(springboard.buttons["Decline"].exists, "a cancelled call must not ring")

        app.activate()
        app.tabBars.buttons["Recents"].tap()
        XCTAssertTrue(app.cells["missed-+31207654321"].waitForExistence(timeout: 10),
                      "cancelled call missing from Recents")
    }
}
