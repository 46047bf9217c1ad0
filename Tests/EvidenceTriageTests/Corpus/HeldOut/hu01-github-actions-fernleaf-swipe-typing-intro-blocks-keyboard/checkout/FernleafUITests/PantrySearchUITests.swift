import XCTest

final class PantrySearchUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-UITestsResetStore", "YES", "-UITestsSeedPantry", "YES"]
        app.launch()
    }

    func testSearchFiltersByName() {
        app.tabBars.buttons["Pantry"].tap()
        let search = app.searchFields["Search pantry"]
        XCTAssertTrue(search.waitForExistence(timeout: 5))
        search.tap()
        app.typeWithKeys("basil")
        XCTAssertTrue(app.cells["pantry-basil"].waitForExistence(timeout: 5),
                      "no filtered result for \"basil\"; search value: \(search.value ?? "nil"); keyboard: \(app.keyboards.firstMatch.debugDescription)")
        XCTAssertEqual(app.cells.count, 1)
    }

    func testEmptyPantryShowsHint() {
        app.tabBars.buttons["Pantry"].tap()
        XCTAssertTrue(app.staticTexts["pantryEmptyHint"].exists || app.cells.count > 0)
    }
}
