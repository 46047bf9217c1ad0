import XCTest

final class ShareExtensionUITests: XCTestCase {
    func testSharedPhotoUploadsFromExtension() {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-stub-server", "-uitest-fixture", "one-photo"]
        app.launch()
        app.buttons["Share test photo"].tap()
        app.collectionViews.cells["Shoebox"].tap()
        app.navigationBars.buttons["Post"].tap()
        let done = app.staticTexts["Uploaded 1 photo"].waitForExistence(timeout: 30)
        XCTAssertTrue(done, "photo shared to the extension never finished uploading")
    }
}
