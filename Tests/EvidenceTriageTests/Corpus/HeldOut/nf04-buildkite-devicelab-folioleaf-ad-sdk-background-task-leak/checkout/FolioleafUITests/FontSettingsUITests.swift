import XCTest

final class FontSettingsUITests: XCTestCase {
    let app = XCUIApplication()

    func testLargerFontPersists() {
        app.launch()
        app.buttons["reader.settings"].tap()
        app.buttons["font.larger"].tap()
        app.terminate()
        app.launch()
        XCTAssertEqual(app.staticTexts["font.size"].label, "19 pt")
    }
}
