import XCTest

final class AttachmentPickerUITests: XCTestCase {
    func testPickedPhotoAppearsInDraft() {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing", "-stub-photo-library"]
        app.launch()

        app.buttons["compose"].tap()
        app.buttons["attach-photo"].tap()
        app.images["stub-photo-0"].tap()

        XCTAssertTrue(app.images["draft-attachment-0"].waitForExistence(timeout: 2))
    }
}
