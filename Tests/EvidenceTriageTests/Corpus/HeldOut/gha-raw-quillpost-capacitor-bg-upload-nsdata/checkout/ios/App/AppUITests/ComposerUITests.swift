import XCTest

final class ComposerUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testAttachPhotoShowsThumbnail() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-seed-photos"]
        app.launch()
        app.buttons["New post"].tap()
        app.buttons["Attach photo"].tap()
        app.images["library-photo-0"].tap()
        XCTAssertTrue(app.images["attachment-thumbnail-0"].waitForExistence(timeout: 5), "thumbnail never appeared")
    }

    func testPublishDisabledWhileEmpty() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["New post"].tap()
        XCTAssertFalse(app.buttons["Publish"].isEnabled)
    }
}
