import XCTest

final class IncomingCallPushTests: XCTestCase {
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    private var app: XCUIApplication!
    private let relay = LabPushRelay(environment: .sandbox)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["LANTERN_API"] = "https://staging-api.lanternline.test"
        app.launch()
        XCTAssertTrue(app.buttons["Sign in as QA resident"].waitForExistence(timeout: 10))
        app.buttons["Sign in as QA resident"].tap()
    }

    func testVoIPPushShowsIncomingCallWhileBackgrounded() throws {
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 20))
        try relay.sendIncomingCall(from: "Door Panel - Lobby", callId: "c-88213")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 15), "CallKit incoming call UI did not appear")
        accept.tap()
    }

    func testDeclinedCallEndsWithRemoteEndedReason() throws {
        let session = CallSessionProbe(app: app)
        try relay.sendIncomingCall(from: "Door Panel - Garage", callId: "c-88214")
        XCTAssertTrue(springboard.buttons["Decline"].waitForExistence(timeout: 15))
        try relay.sendCallCancelled(callId: "c-88214", reason: .answeredElsewhere)
        XCTAssertEqual(session.lastEndedReason(callId: "c-88214"), "declinedElsewhere")
    }
}
