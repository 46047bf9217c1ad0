import XCTest

final class LoginUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-mock-api"]
        app.launch()
    }

    func testLoginWithSiteAddress() throws {
        let prologueContinue = app.buttons["Log in or sign up"]
        XCTAssertTrue(prologueContinue.waitForExistence(timeout: 10), "prologue did not appear")
        prologueContinue.tap()

        app.buttons["Enter your existing site address"].tap()

        let siteField = app.textFields["Site address"]
        XCTAssertTrue(siteField.waitForExistence(timeout: 10), "site address step did not appear")
        siteField.tap()
        siteField.typeText("e2e-writer.quillpost.test")
        app.buttons["Continue"].tap()

        XCTAssertTrue(app.navigationBars["My Site"].waitForExistence(timeout: 20))
    }
}
