import XCTest

final class DialPadUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-UITestSkipOnboarding"]
        app.launch()
    }

    func testLongPressZeroInsertsPlus() {
        app.tabBars.buttons["Keypad"].tap()
        app.buttons["dialpad.0"].press(forDuration: 1.2)
        XCTAssertEqual(app.staticTexts["dialpad.number"].label, "+", "long press on 0 should insert +")
    }

    func testBackspaceRemovesLastDigit() {
        app.tabBars.buttons["Keypad"].tap()
        app.buttons["dialpad.4"].tap()
        app.buttons["dialpad.2"].tap()
        app.buttons["dialpad.backspace"].tap()
        XCTAssertEqual(app.staticTexts["dialpad.number"].label, "4")
    }
}
