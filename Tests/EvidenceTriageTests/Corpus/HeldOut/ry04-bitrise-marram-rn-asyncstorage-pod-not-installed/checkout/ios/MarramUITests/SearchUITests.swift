import XCTest

final class SearchUITests: XCTestCase {
    func testSearchShowsResults() {
        let app = XCUIApplication()
        app.launchArguments = ["-e2eSkipOnboarding"]
        app.launch()
        app.searchFields["Search dunes"].tap()
        app.typeText("sand")
        XCTAssertTrue(app.cells["search.result.0"].waitForExistence(timeout: 4))
    }
}
