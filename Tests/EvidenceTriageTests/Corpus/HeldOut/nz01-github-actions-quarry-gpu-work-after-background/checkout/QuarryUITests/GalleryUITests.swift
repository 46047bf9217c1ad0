import XCTest

final class GalleryUITests: XCTestCase {
    func testOpenFirstPhoto() {
        let app = XCUIApplication()
        app.launchArguments = ["-UITestSeedLibrary", "12"]
        app.launch()
        app.collectionViews["gallery.grid"].cells.element(boundBy: 0).tap()
        XCTAssertTrue(app.otherElements["editor.canvas"].waitForExistence(timeout: 5))
    }
}
