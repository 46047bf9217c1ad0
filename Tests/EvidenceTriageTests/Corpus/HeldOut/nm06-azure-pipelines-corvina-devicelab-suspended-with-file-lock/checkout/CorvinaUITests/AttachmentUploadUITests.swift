import XCTest

final class AttachmentUploadUITests: XCTestCase {
    func testUploadProgressShown() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["composer.attach"].tap()
        app.cells["photo.0"].tap()
        XCTAssertTrue(app.progressIndicators["upload.progress"].waitForExistence(timeout: 10))
    }
}
