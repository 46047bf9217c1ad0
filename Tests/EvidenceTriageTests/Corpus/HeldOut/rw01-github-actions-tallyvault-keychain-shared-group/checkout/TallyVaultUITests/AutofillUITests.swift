import XCTest

final class AutofillUITests: XCTestCase {
    func testAutofillSuggestionAppears() {
        let app = XCUIApplication()
        app.launchArguments += ["-seed-demo-vault"]
        app.launch()
        app.buttons["vault.item.GitHub"].tap()
        XCTAssertTrue(app.staticTexts["Copy password"].waitForExistence(timeout: 3))
    }
}
