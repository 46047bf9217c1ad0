import XCTest

final class LoginUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestStubServer", "YES", "-UITestResetState", "YES"]
        app.launch()
    }

    func testWelcomeShowsBothLoginOptions() {
        XCTAssertTrue(app.buttons["login.email"].waitForExistence(timeout: 5))
        XCTAssertTrue(app.buttons["login.apple"].exists)
    }

    func testInvalidEmailShowsInlineError() {
        app.buttons["login.email"].tap()
        let emailField = app.textFields["login.emailField"]
        emailField.tap()
        emailField.typeText("not-an-email")
        app.buttons["login.submit"].tap()
        XCTAssertTrue(app.staticTexts["login.error"].waitForExistence(timeout: 5))
    }

    func testEmailLoginShowsNotesList() {
        LoginFlow.logIn(app)

        // The stub server seeds one note; opening it proves the list is usable.
        let firstNote = app.collectionViews["notes.list"].cells.firstMatch
        firstNote.assertBecomesHittable("first note cell", in: app, timeout: 15)
        firstNote.tap()
        XCTAssertTrue(app.textViews["editor.body"].waitForExistence(timeout: 5))
    }
}
