import XCTest

final class ShareSheetUITests: XCTestCase {
    func testExtensionAppearsInActivitySheet() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["article.share"].firstMatch.tap()
        let cell = app.collectionViews.cells["Pinecone"]
        XCTAssertTrue(cell.waitForExistence(timeout: 5))
    }
}
