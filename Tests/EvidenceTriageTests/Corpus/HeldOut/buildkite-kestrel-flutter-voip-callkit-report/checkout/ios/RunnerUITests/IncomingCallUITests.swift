import XCTest

/// VoIP pushes are sent by the lab's push service (ci/voip-push on the lab Mac) to the
/// device; the incoming-call UI is CallKit's, so it is found through SpringBoard.
final class IncomingCallUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    private let push = VoipPushClient(baseURL: URL(string: "http://lab-mac-07.local:7420")!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-KestrelFakeBackend", "YES"]
        app.launch()
        try push.registerDevice(from: app)
    }

    func testVoipPushShowsCallKitWhileBackgrounded() throws {
        XCUIDevice.shared.press(.home)
        try push.sendIncomingCall(caller: "Ines Moreau", callId: "c-7731")
        let incoming = springboard.staticTexts["Ines Moreau"]
        XCTAssertTrue(incoming.waitForExistence(timeout: 20), "CallKit incoming-call UI never appeared")
    }

    func testVoipPushWakesTerminatedApp() throws {
        app.terminate()
        try push.sendIncomingCall(caller: "Ines Moreau", callId: "c-7732")
        let incoming = springboard.staticTexts["Ines Moreau"]
        XCTAssertTrue(incoming.waitForExistence(timeout: 20), "CallKit incoming-call UI never appeared for a terminated app")
    }
}
