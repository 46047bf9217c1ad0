import XCTest

final class LogbookUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-TLDemoVoyage", "dublin-holyhead"]
        app.launch()
    }

    func testAddEntryFromToolbar() {
        app.buttons["addLogEntry"].tap()
        let remarks = app.textViews["entryRemarks"]
        XCTAssertTrue(remarks.waitForExistence(timeout: 5))
        remarks.typeText("Wind NW 4, sea slight")
        app.buttons["saveEntry"].tap()
        XCTAssertTrue(app.staticTexts["Wind NW 4, sea slight"].waitForExistence(timeout: 5))
    }
}
