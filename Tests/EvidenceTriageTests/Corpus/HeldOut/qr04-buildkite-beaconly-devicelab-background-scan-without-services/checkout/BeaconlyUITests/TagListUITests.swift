import XCTest

final class TagListUITests: XCTestCase {
    func testRenameTag() {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedTags", "YES"]
        app.launch()
        app.cells["tag.row.0"].swipeLeft()
        app.buttons["Rename"].tap()
        let field = app.textFields["rename.field"]
        field.typeText("Keys")
        app.buttons["rename.save"].tap()
        XCTAssertTrue(app.staticTexts["Keys"].waitForExistence(timeout: 5))
    }
}
