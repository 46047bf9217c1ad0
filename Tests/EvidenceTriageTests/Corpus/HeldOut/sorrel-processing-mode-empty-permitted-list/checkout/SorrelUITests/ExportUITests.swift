import XCTest

final class ExportUITests: XCTestCase {
    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testShareSheetExport() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-seedBackups", "3"]
        app.launch()
        app.buttons["Backups"].tap()
        app.cells.firstMatch.swipeLeft()
        app.buttons["Export"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 5))
    }
}
