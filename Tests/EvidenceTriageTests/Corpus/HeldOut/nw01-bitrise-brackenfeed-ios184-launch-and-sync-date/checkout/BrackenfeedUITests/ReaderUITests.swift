import XCTest

final class ReaderUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testOpenArticleFromTimeline() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixtures", "timeline-small"]
        app.launch()
        app.cells["timeline.row.0"].tap()
        XCTAssertTrue(app.navigationBars["Article"].waitForExistence(timeout: 5))
    }
}
