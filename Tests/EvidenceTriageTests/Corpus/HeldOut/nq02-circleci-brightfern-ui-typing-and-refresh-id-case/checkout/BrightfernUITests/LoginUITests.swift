import XCTest

final class LoginUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-ui-testing"]
        app.launch()
    }

    func testPasswordFieldAcceptsInput() {
        let password = app.secureTextFields["login.password"]
        password.tap()
        password.typeText("correct-horse-battery")
        XCTAssertEqual(app.buttons["login.submit"].isEnabled, true)
    }
}
