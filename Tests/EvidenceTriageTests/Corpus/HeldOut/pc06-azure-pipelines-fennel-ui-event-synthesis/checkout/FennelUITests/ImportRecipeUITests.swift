import XCTest

final class ImportRecipeUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments = ["-FennelStubNetwork"]
        app.launch()
    }

    func testImportFromLongURL() {
        let url = "https://cooking.example.org/recipes/2024/03/slow-roasted-fennel-with-blood-orange-and-olives?servings=4&units=metric&ref=newsletter-spring"
        app.buttons["recipes.import"].tap()
        let field = app.textFields["import.url"]
        XCTAssertTrue(field.waitForExistence(timeout: 10))
        field.tap()
        field.typeText(url)
        app.buttons["import.confirm"].tap()
        XCTAssertTrue(app.staticTexts["Slow-roasted fennel"].waitForExistence(timeout: 10))
    }
}
