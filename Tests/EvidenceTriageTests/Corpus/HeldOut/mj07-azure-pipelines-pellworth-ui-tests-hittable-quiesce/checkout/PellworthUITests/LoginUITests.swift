import XCTest

final class LoginUITests: XCTestCase {
    func testTypingEmailEnablesContinue() {
        let app = XCUIApplication()
        app.launchArguments += ["-signedOut"]
        app.launch()
        let email = app.textFields["login.email"]
        XCTAssertTrue(email.waitForExistence(timeout: 5))
        email.typeText("ada@pellworth.test")
        XCTAssertTrue(app.buttons["login.continue"].isEnabled)
    }
}
