import XCTest

final class AttachmentPickerUITests: XCTestCase {
    func testPickerShowsRecentPhotos() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTestPhotoLibrary", "fixtures"]
        app.launch()
        app.buttons["attach-photo"].tap()
        XCTAssertTrue(app.collectionViews["recent-photos"].cells.element(boundBy: 0).waitForExistence(timeout: 10))
    }
}
