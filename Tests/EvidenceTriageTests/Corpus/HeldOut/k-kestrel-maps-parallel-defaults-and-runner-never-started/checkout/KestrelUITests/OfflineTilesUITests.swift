import XCTest

final class OfflineTilesUITests: XCTestCase {
    func testDownloadRegion() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Download area"].tap()
        XCTAssertTrue(app.staticTexts["Downloaded"].waitForExistence(timeout: 30))
    }
}
