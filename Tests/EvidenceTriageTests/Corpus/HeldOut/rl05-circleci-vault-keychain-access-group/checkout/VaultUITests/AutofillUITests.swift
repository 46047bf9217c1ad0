import XCTest

final class AutofillUITests: XCTestCase {
    func testPasswordSuggestionShown() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["vault.addLogin"].tap()
        app.secureTextFields["login.password"].tap()
        XCTAssertTrue(app.buttons["Use Strong Password"].waitForExistence(timeout: 4))
    }
}
