import XCTest

/// Device-lab only: sends real VoIP pushes through the staging push sender.
final class IncomingCallUITests: XCTestCase {
    let app = XCUIApplication()
    let sender = StagingPushSender.fromEnvironment()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-staging", "-uitest-account", "lab-callee-03"]
        app.launch()
        XCTAssertTrue(app.staticTexts["rooms.header"].waitForExistence(timeout: 15))
    }

    func testIncomingCallShowsCallKitUI() throws {
        XCUIDevice.shared.press(.home)
        try sender.sendVoIP(to: "lab-callee-03", call: .ringing(from: "Dana Okafor"))
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertTrue(springboard.buttons["Accept"].waitForExistence(timeout: 10))
        springboard.buttons["Decline"].tap()
    }

    /// A caller who hangs up before delivery still produces a VoIP push.
    func testCancelledCallPushDoesNotTerminateApp() throws {
        XCUIDevice.shared.press(.home)
        try sender.sendVoIP(to: "lab-callee-03", call: .cancelled(from: "Dana Okafor"))
        let stillAlive = app.wait(for: .runningBackgroundSuspended, timeout: 15)
        XCTAssertTrue(stillAlive, "Huddle is not running after the cancelled-call push (state \(app.state.rawValue))")
    }
}
