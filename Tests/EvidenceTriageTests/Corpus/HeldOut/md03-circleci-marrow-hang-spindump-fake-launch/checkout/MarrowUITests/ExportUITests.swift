import XCTest

final class ExportUITests: XCTestCase {
    func testExportSheetListsMarkdownOption() {
        let app = XCUIApplication()
        app.launch()
        app.cells["note-0"].swipeLeft()
        app.buttons["Export"].tap()
        XCTAssertTrue(app.buttons["Markdown"].waitForExistence(timeout: 5))
    }
}
