import XCTest

final class ShareComposerUITests: XCTestCase {
    func testComposerShowsPreviewThumbnail() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-share-composer", "https://example.org/a"]
        app.launch()
        let thumb = app.images["composer.preview"]
        XCTAssertTrue(thumb.waitForExistence(timeout: 5))
    }

    func testComposerSaveButtonEnabled() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-share-composer", "https://example.org/b"]
        app.launch()
        XCTAssertTrue(app.buttons["composer.save"].isEnabled)
    }
}
