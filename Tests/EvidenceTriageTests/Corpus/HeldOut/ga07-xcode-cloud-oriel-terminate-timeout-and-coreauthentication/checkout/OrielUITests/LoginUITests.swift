import XCTest

final class LoginUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestSignedOut", "-UITestStubFeeds"]
        app.launch()
    }

    override func tearDown() {
        app.terminate()
        super.tearDown()
    }

    func testSignInWithEmail() {
        app.buttons["settings.signIn"].tap()
        let email = app.textFields["login.email"]
        XCTAssertTrue(email.waitForExistence(timeout: 5))
        email.tap()
        email.typeText("listener@example.com")
        let password = app.secureTextFields["login.password"]
        password.tap()
        password.typeText("fixture-password-1")
        app.buttons["login.submit"].tap()
        XCTAssertTrue(app.staticTexts["settings.account"].waitForExistence(timeout: 10))
    }
}
