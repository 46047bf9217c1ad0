import XCTest

final class ScreenshotGalleryUITests: XCTestCase {
    func testSwipeBetweenScreenshots() {
        let app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-fixture", "feedback-with-screenshots"]
        app.launch()
        app.cells["feedback.f3"].tap()
        app.images["gallery.image.0"].swipeLeft()
        XCTAssertTrue(app.images["gallery.image.1"].waitForExistence(timeout: 3))
    }
}
