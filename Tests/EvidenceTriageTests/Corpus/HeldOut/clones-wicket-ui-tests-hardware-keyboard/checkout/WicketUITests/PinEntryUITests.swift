import XCTest

final class PinEntryUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-requirePin", "4826"]
        app.launch()
    }

    func testUnlockWithPinPad() {
        app.secureTextFields["PIN"].tap()

        for digit in "4826" {
            app.keys[String(digit)].tap()
        }

        XCTAssertTrue(app.staticTexts["My tickets"].waitForExistence(timeout: 5))
    }

    func testWrongPinShowsError() {
        let field = app.secureTextFields["PIN"]
        field.tap()
        field.typeText("0000\n")
        XCTAssertTrue(app.staticTexts["Wrong PIN"].waitForExistence(timeout: 5))
    }
}
