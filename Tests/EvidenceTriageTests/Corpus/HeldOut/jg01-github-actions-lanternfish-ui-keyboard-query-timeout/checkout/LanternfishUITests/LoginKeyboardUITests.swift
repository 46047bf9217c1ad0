import XCTest

final class LoginKeyboardUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-reset-session"]
        app.launch()
    }

    func testRelayFieldsStayEditableAfterRotation() throws {
        let relay = app.textFields["login.relayURL"]
        XCTAssertTrue(relay.waitForExistence(timeout: 10))
        XCUIDevice.shared.orientation = .landscapeLeft
        relay.tap()
        relay.typeText("relay.example.net")
        XCUIDevice.shared.orientation = .portrait
        XCTAssertEqual(relay.value as? String, "relay.example.net")
    }

    /// The relay URL, access-token and Connect button must all stay reachable
    /// while the software keyboard is up (regression for the clipped Connect button).
    func testRelayFieldsAndConnectStayReachableWithKeyboardVisible() throws {
        let relay = app.textFields["login.relayURL"]
        XCTAssertTrue(relay.waitForExistence(timeout: 10))
        relay.tap()
        relay.typeText("relay.example.net")

        let token = app.secureTextFields["login.accessToken"]
        token.tap()
        token.typeText("not-a-real-token")

        XCTAssertTrue(app.keyboards.firstMatch.waitForExistence(timeout: 5))

        let form = app.scrollViews["login.form"]
        form.swipeUp()

        let connect = app.buttons["login.connect"]
        XCTAssertTrue(connect.isHittable, "Connect must stay reachable above the keyboard")
        XCTAssertTrue(relay.isHittable)
        XCTAssertTrue(token.isHittable)
    }
}
