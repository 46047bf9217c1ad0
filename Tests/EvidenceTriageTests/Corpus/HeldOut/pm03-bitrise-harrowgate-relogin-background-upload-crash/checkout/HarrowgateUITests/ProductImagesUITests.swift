import XCTest

final class ProductImagesUITests: XCTestCase {
    func testAddImageShowsThumbnail() {
        let app = XCUIApplication()
        app.launchArguments += ["-mockSite", "-mockPhotoLibrary"]
        app.launch()
        app.cells["product.row.0"].tap()
        app.buttons["product.addImage"].tap()
        app.cells["photo.asset.0"].tap()
        XCTAssertTrue(app.images["product.thumbnail.0"].waitForExistence(timeout: 5))
    }
}
