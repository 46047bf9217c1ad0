import XCTest

final class IncomingCallUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
    let backend = TestBackend(baseURL: URL(string: "https://qa-api.callbell.test")!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-cbQAAccount", "ui-tests-ios-07"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Calls"].waitForExistence(timeout: 20))
    }

    func testVoipPushWhileBackgroundedShowsCallScreen() throws {
        XCUIDevice.shared.press(.home)
        try backend.sendVoipPush(to: "ui-tests-ios-07", caller: "Priya Raman")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 20),
                      "Incoming call UI did not appear within 20 s of the VoIP push")
        springboard.buttons["Decline"].tap()
    }

    func testVoipPushAfterRelaunchShowsCallScreen() throws {
        app.terminate()
        try backend.sendVoipPush(to: "ui-tests-ios-07", caller: "Jonas Weber")
        let accept = springboard.buttons["Accept"]
        XCTAssertTrue(accept.waitForExistence(timeout: 30),
                      "Incoming call UI did not appear within 30 s of the VoIP push (app not running)")
        springboard.buttons["Decline"].tap()
    }
}
