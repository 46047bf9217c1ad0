import XCTest

final class SettingsUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launch()
        app.buttons["toolbar.menu"].tap()
        app.buttons["Settings"].tap()
    }

    func testCustomHomepageURLIsSaved() {
        app.cells["settings.homepage"].tap()
        let field = app.textFields["homepage.customURL"]
        field.tap()
        field.typeText("https://example.org/start")
        app.buttons["Done"].tap()
        app.cells["settings.homepage"].tap()
        XCTAssertEqual(field.value as? String, "https://example.org/start")
    }
}
