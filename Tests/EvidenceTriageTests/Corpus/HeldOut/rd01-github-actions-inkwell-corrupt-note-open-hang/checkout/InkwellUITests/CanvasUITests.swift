import XCTest

final class CanvasUITests: XCTestCase {
    func testPenToolSelectedByDefault() {
        let app = XCUIApplication()
        app.launchArguments = ["-uiTestingSeedNotebook"]
        app.launch()
        app.cells["notebook.biology"].tap()
        app.buttons["note.new"].tap()
        let pen = app.buttons["tool.pen"]
        XCTAssertTrue(pen.waitForExistence(timeout: 5))
        XCTAssertTrue(pen.isSelected)
    }
}
