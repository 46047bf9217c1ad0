import XCTest

final class SignInUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing"]
        app.launch()
        app.buttons["welcome.signInWithSiteAddress"].tap()
    }

    func testSiteAddressFieldAcceptsURL() {
        let field = app.textFields["Site address"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.tap()
        field.typeText("wordcove.blog")
        XCTAssertTrue(app.buttons["signin.continue"].isEnabled)
    }

    func testPasswordFieldIsSecure() {
        app.textFields.firstMatch.tap()
        app.textFields.firstMatch.typeText("wordcove.blog")
        app.buttons["signin.continue"].tap()
        XCTAssertTrue(app.secureTextFields["Password"].waitForExistence(timeout: 5))
    }
}
