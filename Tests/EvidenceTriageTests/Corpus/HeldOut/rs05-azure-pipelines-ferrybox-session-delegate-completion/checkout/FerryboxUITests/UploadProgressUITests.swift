import XCTest

final class UploadProgressUITests: XCTestCase {
    func testProgressBarAppears() {
        let app = XCUIApplication()
        app.launchArguments = ["-stubUpload", "slow"]
        app.launch()
        app.buttons["upload.start"].tap()
        XCTAssertTrue(app.progressIndicators["upload.progress"].waitForExistence(timeout: 3))
    }
}
