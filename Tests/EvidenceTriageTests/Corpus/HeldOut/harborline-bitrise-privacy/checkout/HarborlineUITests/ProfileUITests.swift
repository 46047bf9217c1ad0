import XCTest

final class ProfileUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting"]
        app.launch()
    }

    func testPickAvatarFromLibrary() throws {
        app.tabBars.buttons["Profile"].tap()
        app.buttons["change-avatar"].tap()
        app.buttons["choose-from-library"].tap()
        XCTAssertTrue(app.navigationBars["Photos"].waitForExistence(timeout: 10))
    }

    func testDisplayNameIsEditable() throws {
        app.tabBars.buttons["Profile"].tap()
        let field = app.textFields["display-name"]
        XCTAssertTrue(field.waitForExistence(timeout: 5))
    }
}
