import XCTest

final class RunDetailUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments = ["-uiTesting", "-seedRuns", "sample-week"]
        app.launch()
    }

    func testSplitsTableShowsEveryKilometre() throws {
        app.cells["run.2025-04-06"].tap()
        XCTAssertEqual(app.tables["run.splits"].cells.count, 10)
    }

    func testShareSheetOpens() throws {
        app.cells["run.2025-04-06"].tap()
        app.buttons["run.share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 5))
    }
}
