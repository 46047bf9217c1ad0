import XCTest

final class SignUpUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestsStubBackend", "YES", "-UITestsSignedOut", "YES"]
        app.launch()
    }

    func testCreateAccountWithStrongPassword() {
        app.buttons["Sign up"].tap()
        let email = app.textFields["emailField"]
        email.tap()
        email.typeText("dock7@parcelwise.test")
        let password = app.secureTextFields["passwordField"]
        password.tap()
        password.typeText("Harbor-Lamp-4821")
        app.buttons["Create account"].tap()

        XCTAssertTrue(app.staticTexts["Welcome to Parcelwise"].waitForExistence(timeout: 10),
                      "sign-up did not complete: \(app.debugDescription)")
    }
}
