import XCTest

final class LoginUITests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    func testSignInWithEmail() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-reset"]
        app.launch()
        app.buttons["Sign in"].tap()
        let email = app.textFields["email"]
        XCTAssertTrue(email.waitForExistence(timeout: 10))
        email.tap()
        email.typeText("cook@pipwell.test")
        app.secureTextFields["passphrase"].tap()
        app.secureTextFields["passphrase"].typeText("correct horse")
        app.buttons["Continue"].tap()
        XCTAssertTrue(app.staticTexts["Your recipes"].waitForExistence(timeout: 10))
    }
}
