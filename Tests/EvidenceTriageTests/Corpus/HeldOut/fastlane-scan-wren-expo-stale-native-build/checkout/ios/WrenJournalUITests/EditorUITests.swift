import XCTest

final class EditorUITests: XCTestCase {
    func testBoldToolbarButton() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["New entry"].tap()
        app.textViews["editor.body"].typeText("gale warning")
        app.buttons["toolbar.bold"].tap()
        XCTAssertTrue(app.buttons["toolbar.bold"].isSelected)
    }
}
