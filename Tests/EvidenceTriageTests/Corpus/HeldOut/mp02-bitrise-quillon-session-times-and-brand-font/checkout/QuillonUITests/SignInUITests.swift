import XCTest

final class SignInUITests: XCTestCase {
    let app = XCUIApplication()
    override func setUp() { continueAfterFailure = false; app.launch() }

    func testShowsSignInButton() { XCTAssertTrue(app.buttons["signIn"].waitForExistence(timeout: 5)) }

    func testTypeEmailIntoSecondField() {
        app.textFields["displayName"].tap()
        app.textFields["displayName"].typeText("Ines")
        app.textFields["email"].tap()
        app.textFields["email"].typeText("ines@quillon.example")
        XCTAssertEqual(app.textFields["email"].value as? String, "ines@quillon.example")
    }
}
