import XCTest

final class ShareSmokeTests: XCTestCase {
    func testSaveScreenshotToPhotos() {
        let app = XCUIApplication()
        app.launchArguments = ["-smoke", "share"]
        app.launch()
        app.buttons["Save to Photos"].tap()               // UIImageWriteToSavedPhotosAlbum
        sleep(3)
        XCTAssertEqual(app.state, .runningForeground, "saving a screenshot should not end the game")
    }

    func testShareSheetOpens() {
        let app = XCUIApplication()
        app.launchArguments = ["-smoke", "share"]
        app.launch()
        app.buttons["Share"].tap()
        XCTAssertTrue(app.otherElements["ActivityListView"].waitForExistence(timeout: 5))
    }
}
