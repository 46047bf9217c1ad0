import XCTest

final class SearchUITests: KelpieUITestCase {
    func testSearchShowsResults() {
        app.searchFields["Search"].tap()
        app.typeText("kelp")
        XCTAssertTrue(app.cells["product.kelp-chips"].waitForExistence(timeout: 3))
    }
}
