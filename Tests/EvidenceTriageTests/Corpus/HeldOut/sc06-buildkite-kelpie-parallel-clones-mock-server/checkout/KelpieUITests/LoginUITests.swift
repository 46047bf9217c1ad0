import XCTest

final class LoginUITests: KelpieUITestCase {
    func testValidLoginShowsHome() {
        signIn(password: "correct-horse")
        XCTAssertTrue(app.navigationBars["Shop"].waitForExistence(timeout: 5))
    }

    func testInvalidPasswordShowsError() {
        signIn(password: "nope")
        let error = app.staticTexts["login.error"]
        XCTAssertTrue(error.waitForExistence(timeout: 5))
        XCTAssertEqual(error.label, "Incorrect password. Try again.")
    }

    private func signIn(password: String) {
        app.textFields["login.email"].tap(); app.typeText("ci@kelpie.shop")
        app.secureTextFields["login.password"].tap(); app.typeText(password)
        app.buttons["login.submit"].tap()
    }
}
