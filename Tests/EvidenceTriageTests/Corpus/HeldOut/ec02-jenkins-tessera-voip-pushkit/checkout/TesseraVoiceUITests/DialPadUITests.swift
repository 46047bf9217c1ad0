import XCTest

final class DialPadUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    func testLongPressZeroInsertsPlus() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["0"].press(forDuration: 1.2)

        let field = app.textFields["dial-field"]
        XCTAssertTrue(field.waitForExistence(timeout: 2))

        XCTAssertEqual(field.value as? String, "+")
    }
}
