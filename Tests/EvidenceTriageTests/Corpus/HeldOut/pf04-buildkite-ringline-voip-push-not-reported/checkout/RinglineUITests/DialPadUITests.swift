import XCTest

final class DialPadUITests: XCTestCase {
    func testLongPressZeroInsertsPlus() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Keypad"].tap()
        app.buttons["dialpad.0"].press(forDuration: 1.0)
        XCTAssertEqual(app.staticTexts["dialpad.number"].label, "+")
    }
}
