import XCTest

final class LoginsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-seed-saved-logins"]
        app.launch()
    }

    func testSavedLoginAppearsAfterUnlock() throws {
        app.buttons["settings.open"].tap()
        app.cells["settings.savedLogins"].tap()
        let passcode = app.secureTextFields["passcode.entry"]
        passcode.tap()
        passcode.typeText("0000")
        app.buttons["passcode.continue"].tap()
        XCTAssertTrue(app.cells["login.row.example.org"].waitForExistence(timeout: 5))
    }
}
