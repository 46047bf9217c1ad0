import XCTest

final class EditorUITests: XCTestCase {
    func testBoldToolbarButton() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["notes.new"].tap()
        app.textViews["editor.body"].typeText("hello")
        app.buttons["toolbar.bold"].tap()
        XCTAssertTrue(app.buttons["toolbar.bold"].isSelected)
    }
}
