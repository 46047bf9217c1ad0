import XCTest

final class DialpadUITests: XCTestCase {
    func testLongPressZeroInsertsPlus() {
        let app = XCUIApplication()
        app.launch()
        app.tabBars.buttons["Keypad"].tap()
        app.buttons["dial.0"].press(forDuration: 1.2)
        XCTAssertEqual(app.staticTexts["dial.number"].label, "+")
    }
}
