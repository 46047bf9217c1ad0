import XCTest

final class ShareSheetUITests: XCTestCase {
    func testShareSheetShowsAlbumName() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-fixture", "album-harbour-walk"]
        app.launch()
        app.buttons["album.share"].tap()
        XCTAssertTrue(app.staticTexts["Harbour walk"].waitForExistence(timeout: 5), "Share sheet title did not appear")
    }
}
