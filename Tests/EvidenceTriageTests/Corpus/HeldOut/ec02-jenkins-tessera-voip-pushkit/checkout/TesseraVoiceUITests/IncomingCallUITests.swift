import XCTest

/// End-to-end: the staging call service sends a real VoIP push to the CI callee
/// account and we expect the CallKit incoming-call screen.
final class IncomingCallUITests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testVoipPushRingsIncomingCallScreen() throws {
        let app = XCUIApplication()
        app.launchEnvironment["TESSERA_ENV"] = "staging"
        app.launchArguments += ["-ci-login", "ci-callee-07"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Signed in as ci-callee-07"].waitForExistence(timeout: 20))
        print("voip token status: \(app.staticTexts["voip-token-status"].label)")

        app.terminate()   // ring from killed state, like a real user
        try StagingCallService.placeCall(from: "ci-caller-02", to: "ci-callee-07")

        let incoming = springboard.staticTexts["CI Caller 02"]
        XCTAssertTrue(incoming.waitForExistence(timeout: 45),
                      "CallKit incoming-call UI did not appear after the VoIP push")
    }
}
