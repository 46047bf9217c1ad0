import XCTest

/// Stint (building intercom). The lab relay sends real VoIP pushes to the phone:
/// "ring" when a visitor presses the bell, "cancel" when the visitor hangs up.
final class IncomingCallUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.stint.intercom")

    override func setUp() {
        continueAfterFailure = false
        app.launch()
        XCUIDevice.shared.press(.home)
    }

    func testIncomingCallShowsCallKitUI() throws {
        try LabVoIPRelay.send(.ring(visitor: "Courier", door: "North gate"))
        let callUI = XCUIApplication(bundleIdentifier: "com.apple.InCallService")
        XCTAssertTrue(callUI.staticTexts["Courier – North gate"].waitForExistence(timeout: 15))
        callUI.buttons["Decline"].tap()
    }

    func testCallerHangsUpBeforeAnswer() throws {
        try LabVoIPRelay.send(.ring(visitor: "Guest", door: "Lobby"))
        sleep(3)
        try LabVoIPRelay.send(.cancel(visitor: "Guest", door: "Lobby"))
        app.activate()
        XCTAssertTrue(app.staticTexts["1 missed"].waitForExistence(timeout: 10), "missed call from Lobby not recorded")
    }
}
