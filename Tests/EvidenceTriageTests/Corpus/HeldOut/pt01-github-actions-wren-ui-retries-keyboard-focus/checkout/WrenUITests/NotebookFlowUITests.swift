import XCTest

final class NotebookFlowUITests: WrenUITestCase {
    func testCreateNotebookThenSeeItListed() {
        app.buttons["notebooks.add"].tap()
        type("Field notes", into: "create-notebook-name")
        app.buttons["create-notebook-save"].tap()
        XCTAssertTrue(app.cells.staticTexts["Field notes"].waitForExistence(timeout: 5))
    }
}
