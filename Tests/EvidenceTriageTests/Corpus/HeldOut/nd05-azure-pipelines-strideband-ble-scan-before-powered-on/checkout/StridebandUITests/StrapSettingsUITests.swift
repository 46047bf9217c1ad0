import XCTest

final class StrapSettingsUITests: XCTestCase {
    func testRenameStrap() throws {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Straps"].tap()
        app.cells["Strideband HR-2"].buttons["Rename"].tap()
        app.textFields["Strap name"].typeText("Bench 3\n")
        XCTAssertTrue(app.cells["Bench 3"].waitForExistence(timeout: 5))
    }
}
