import XCTest

final class SignInUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-reset-session"]
        app.launch()
    }

    func testSignInWithPassword() {
        app.buttons["account.signIn"].tap()
        let email = app.textFields["signIn.email"]
        email.tap()
        email.typeText("rider@quayside.test")
        let password = app.secureTextFields["signIn.password"]
        password.tap()
        password.typeText("fixture-passphrase")
        app.buttons["signIn.submit"].tap()
        XCTAssertTrue(app.staticTexts["account.greeting"].waitForExistence(timeout: 10))
    }
}
