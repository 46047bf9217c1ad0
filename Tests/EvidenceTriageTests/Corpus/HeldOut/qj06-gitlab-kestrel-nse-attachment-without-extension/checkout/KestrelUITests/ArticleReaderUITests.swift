import XCTest

final class ArticleReaderUITests: XCTestCase {
    func testShareSheetOpens() {
        let app = XCUIApplication()
        app.launch()
        app.cells.firstMatch.tap()
        app.buttons["reader.share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 5))
    }
}
