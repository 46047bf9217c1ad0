import XCTest

final class ButtonsDemoUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
        app.buttons["catalog-row-buttons"].tap()
    }

    func testPrimaryButtonTogglesState() {
        let button = app.buttons["primary-button"]
        XCTAssertTrue(button.waitForExistence(timeout: 10), "primary-button should exist")
        button.tap()
        XCTAssertEqual(button.value as? String, "selected")
    }
}
