import XCTest

final class GalleryUITests: XCTestCase {
    func testPinchZoomShowsDetail() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-seed-gallery"]
        app.launch()
        app.collectionViews["gallery.grid"].cells.element(boundBy: 0).tap()
        app.images["photo.detail"].pinch(withScale: 2.5, velocity: 1.5)
        XCTAssertTrue(app.otherElements["photo.detail.zoomed"].waitForExistence(timeout: 3))
    }
}
