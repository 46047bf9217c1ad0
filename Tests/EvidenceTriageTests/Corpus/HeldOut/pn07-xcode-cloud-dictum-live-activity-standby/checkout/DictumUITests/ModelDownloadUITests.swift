import XCTest

final class ModelDownloadUITests: XCTestCase {
    func testDownloadsSmallModel() {
        let app = XCUIApplication()
        app.launchArguments += ["-ModelMirror", "local"]
        app.launch()
        app.buttons["models.small.download"].tap()
        XCTAssertTrue(app.staticTexts["models.small.ready"].waitForExistence(timeout: 60))
    }
}
