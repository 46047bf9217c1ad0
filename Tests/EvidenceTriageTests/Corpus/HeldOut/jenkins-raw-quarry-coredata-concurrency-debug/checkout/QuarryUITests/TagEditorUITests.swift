import XCTest

final class TagEditorUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTestFixtures", "event-9"]
        app.launch()
    }

    func testAddTagShowsConfirmation() {
        app.cells["observation-obs-7f2"].tap()
        app.buttons["Add tag"].tap()
        let field = app.textFields["tagName"]
        field.tap()
        field.typeText("survey")
        app.buttons["Save tag"].tap()
        XCTAssertEqual(app.staticTexts["tagConfirmation"].label, "Tagged: survey")
    }
}
