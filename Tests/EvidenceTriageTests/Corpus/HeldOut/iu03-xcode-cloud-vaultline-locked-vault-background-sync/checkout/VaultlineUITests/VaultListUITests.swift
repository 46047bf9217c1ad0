import XCTest

final class VaultListUITests: XCTestCase {
    func testSearchFiltersItems() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestSeedVault", "YES"]
        app.launch()

        let search = app.searchFields["Search vault"]
        XCTAssertTrue(search.waitForExistence(timeout: 10))
        search.tap()
        search.typeText("github")

        XCTAssertEqual(app.cells.matching(identifier: "vaultItemCell").count, 1)
    }
}
