import XCTest

final class LoginUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-logged-out"]
        app.launch()
    }

    func testPastePasswordLogsIn() {
        app.buttons["login.continueWithEmail"].tap()
        app.textFields["login.email"].tap()
        app.textFields["login.email"].typeText("demo@marrow.fit")
        UIPasteboard.general.string = "correct-horse-battery"
        let password = app.secureTextFields["login.password"]
        password.doubleTap()
        app.menuItems["Paste"].tap()
        app.buttons["login.submit"].tap()
        XCTAssertTrue(app.tabBars.buttons["Today"].waitForExistence(timeout: 8))
    }
}
