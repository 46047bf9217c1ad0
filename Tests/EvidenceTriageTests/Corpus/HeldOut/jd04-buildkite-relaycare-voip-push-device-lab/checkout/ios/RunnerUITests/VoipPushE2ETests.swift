import XCTest

/// Device-lab only: the lab's push helper (http://127.0.0.1:9411, started by
/// .buildkite/hooks/pre-command) sends real VoIP pushes through APNs sandbox
/// to the token the app shows in its debug overlay.
final class VoipPushE2ETests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["--debug-overlay"]
        app.launch()
    }

    func testIncomingCallPushShowsCallKitUI() throws {
        try LabPush.send(kind: "incoming_call", token: voipToken(), caller: "Ward 4")
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.buttons["Decline"].waitForExistence(timeout: 20))
        springboard.buttons["Decline"].tap()
    }

    func testCallCancelledPushShowsMissedCall() throws {
        let token = voipToken()
        XCUIDevice.shared.press(.home)
        try LabPush.send(kind: "call_cancelled", token: token, caller: "Ward 4")
        sleep(10)
        app.activate()
        XCTAssertTrue(app.staticTexts["Missed call from Ward 4"].waitForExistence(timeout: 10),
                      "missed-call row not shown after call_cancelled VoIP push")
    }

    func testUnansweredCallTimeoutPushEndsRinging() throws {
        let token = voipToken()
        XCUIDevice.shared.press(.home)
        try LabPush.send(kind: "call_timeout", token: token, caller: "Ward 7")
        sleep(10)
        app.activate()
        XCTAssertTrue(app.staticTexts["Missed call from Ward 7"].waitForExistence(timeout: 10),
                      "missed-call row not shown after call_timeout VoIP push")
    }

    private func voipToken() -> String {
        let label = app.staticTexts["debug-voip-token"]
        XCTAssertTrue(label.waitForExistence(timeout: 15))
        return label.label
    }
}
