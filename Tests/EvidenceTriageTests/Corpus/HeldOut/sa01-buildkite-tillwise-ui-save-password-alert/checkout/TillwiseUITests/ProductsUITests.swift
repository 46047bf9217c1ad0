import XCTest

final class ProductsUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-ui-testing", "-mocks", "-skip-login"]
        app.launch()
    }

    func testSearchFiltersList() throws {
        app.tabBars.buttons["Products"].tap()
        let search = app.searchFields["Search products"]
        XCTAssertTrue(search.waitForExistence(timeout: 5))
        search.tap()
        search.typeText("mug")
        XCTAssertEqual(app.cells.matching(identifier: "products.row").count, 2)
    }
}
