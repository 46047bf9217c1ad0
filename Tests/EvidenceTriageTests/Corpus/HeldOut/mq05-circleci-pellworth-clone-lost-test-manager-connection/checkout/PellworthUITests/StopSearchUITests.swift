import XCTest

final class StopSearchUITests: XCTestCase {
    func testSearchFindsStopByCode() {
        let app = XCUIApplication()
        app.launch()
        app.searchFields["Stop name or code"].tap()
        app.typeText("4411")
        XCTAssertTrue(app.cells["stop-4411"].waitForExistence(timeout: 5))
    }
}
