import XCTest

final class JournalExportUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launch()
    }

    func testExportShareSheet() {
        app.buttons["Journal"].tap()
        app.buttons["Export"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 10))
    }

    func testExportPdfRendersAllEntries() {
        app.buttons["Journal"].tap()
        app.buttons["Export"].tap()
        app.buttons["PDF"].tap()
        XCTAssertTrue(app.staticTexts["3 entries exported"].waitForExistence(timeout: 20))
    }
}
