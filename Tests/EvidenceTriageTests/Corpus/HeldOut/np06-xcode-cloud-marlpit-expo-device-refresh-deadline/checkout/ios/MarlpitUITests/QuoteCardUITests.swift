import XCTest

final class QuoteCardUITests: XCTestCase {
    func testShareSheetOpens() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["quoteCard.share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 6))
    }
}
