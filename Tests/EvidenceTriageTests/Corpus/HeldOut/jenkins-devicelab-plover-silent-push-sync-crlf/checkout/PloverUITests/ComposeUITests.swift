import XCTest

final class ComposeUITests: XCTestCase {
    private let app = XCUIApplication()

    func testDraftIsSavedOnDismiss() {
        app.launch()
        app.buttons["Compose"].tap()
        app.textViews["body"].typeText("Quarterly figures attached.")
        app.buttons["Cancel"].tap()
        app.buttons["Save Draft"].tap()
        XCTAssertTrue(app.cells["draft-Quarterly figures attached."].waitForExistence(timeout: 5))
    }
}
