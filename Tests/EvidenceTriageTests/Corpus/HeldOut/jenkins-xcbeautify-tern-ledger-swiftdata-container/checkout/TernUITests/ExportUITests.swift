import XCTest

final class ExportUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testExportSharesCSV() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestingSeedLedger", "YES"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.buttons["Export CSV"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }
}
