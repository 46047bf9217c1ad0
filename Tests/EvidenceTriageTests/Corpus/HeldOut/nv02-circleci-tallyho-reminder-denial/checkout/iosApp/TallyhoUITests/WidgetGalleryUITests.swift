import XCTest

final class WidgetGalleryUITests: XCTestCase {
    func testGalleryOpens() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting"]
        app.launch()
        app.buttons["home.widgets"].tap()
        XCTAssertTrue(app.collectionViews["widgets.gallery"].waitForExistence(timeout: 5))
    }
}
