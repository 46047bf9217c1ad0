import XCTest

final class TestProfileUITests: XCTestCase {
    func testEditProfileFromActionSheet() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitesting", "-AppleLanguages", "(de)"]
        app.launch()
        app.buttons["profile.card.more"].tap()
        let edit = app.sheets.buttons[AccessibilityIdentifiers.Profile.editAction]
        XCTAssertTrue(edit.waitForExistence(timeout: 10), "edit action not found")
        edit.tap()
    }
}
