import XCTest

final class GalleryUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uitest-fixtures", "albums-small"]
        app.launch()
    }

    func testGalleryShowsAlbums() {
        let grid = app.otherElements["gallery.grid"]
        XCTAssertTrue(grid.waitForExistence(timeout: 10))
        XCTAssertEqual(app.staticTexts.matching(identifier: "album.title").count, 3)
    }

    func testComposerOpensFromPlus() {
        let plus = app.buttons["gallery.add"]
        XCTAssertTrue(plus.waitForExistence(timeout: 10))
        plus.tap()
        XCTAssertTrue(app.textViews["composer.caption"].waitForExistence(timeout: 5))
    }
}
