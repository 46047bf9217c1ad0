import XCTest

final class DialPadUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting"]
        app.launch()
        app.tabBars.buttons["Keypad"].tap()
    }

    func testDigitsAppendToNumberField() {
        ["3", "0", "9"].forEach { app.buttons["dial.\($0)"].tap() }
        XCTAssertEqual(app.staticTexts["dial.number"].label, "309")
    }

    func testLongPressZeroInsertsPlus() {
        app.buttons["dial.0"].press(forDuration: 0.8)
        XCTAssertEqual(app.staticTexts["dial.number"].label, "+")
    }

    func testBackspaceRemovesLastDigit() {
        ["4", "9"].forEach { app.buttons["dial.\($0)"].tap() }
        app.buttons["dial.backspace"].tap()
        XCTAssertEqual(app.staticTexts["dial.number"].label, "4")
    }
}
