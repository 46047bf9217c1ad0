import XCTest

final class MediaPickerUITests: XCTestCase {
    func testPickerShowsRecents() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["compose.addMedia"].tap()
        XCTAssertTrue(app.collectionViews["picker.recents"].waitForExistence(timeout: 10))
    }
}
