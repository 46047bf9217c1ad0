import XCTest

final class PhotoPickerUITests: XCTestCase {
    func testPickerShowsRecentAlbums() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Add Photos"].tap()
        XCTAssertTrue(app.otherElements["album-grid"].waitForExistence(timeout: 8))
    }
}
