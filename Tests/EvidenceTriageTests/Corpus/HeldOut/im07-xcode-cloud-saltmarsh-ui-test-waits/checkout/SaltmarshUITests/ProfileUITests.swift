import XCTest

final class ProfileUITests: XCTestCase {
    func testEditNicknameSaves() {
        let app = XCUIApplication()
        app.launchArguments += ["-skipOnboarding", "-stubAPI"]
        app.launch()
        app.tabBars.buttons["Profile"].tap()

        let field = app.textFields["profile.nickname"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
        field.tap()
        field.typeText("Gull")

        // The stubbed API answers immediately; the toast should follow the edit.
        XCTAssertTrue(app.staticTexts["Saved"].waitForExistence(timeout: 2), "\"Saved\" toast did not appear")
    }
}
