import XCTest

final class SearchUITests: XCTestCase {
    func testFindNextViaReturnKey() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UITests", "-OpenSample", "long.swift"]
        app.launch()

        app.buttons["find"].tap()
        let field = app.searchFields["find-field"]
        field.tap()
        XCTAssertTrue(app.keyboards.buttons["search"].waitForExistence(timeout: 5), "software keyboard with a Search key is expected")
        app.keyboards.buttons["search"].tap()
        XCTAssertEqual(app.staticTexts["match-counter"].label, "1 of 3")
    }
}
