import XCTest

final class ShareSheetUITests: XCTestCase {
    func testShareOpensSafariAndReturns() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["inbox.row.0.share"].tap()
        app.buttons["Open in Safari"].tap()
        app.activate()
        XCTAssertTrue(app.navigationBars["Inbox"].waitForExistence(timeout: 10))
    }
}
