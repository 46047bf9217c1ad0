import XCTest

class PhotoCaptureUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launchArguments = ["-UITests", "-StubCamera"]
    }

    func testCaptureAddsThumbnail() {
        app.launch()
        app.buttons["Add photo"].tap()
        XCTAssertEqual(app.collectionViews["photo-strip"].cells.count, 1)
    }

    func testRetakeReplacesThumbnail() {
        app.launch()
        app.buttons["Add photo"].tap()
        app.cells["photo-0"].press(forDuration: 1.0)
        app.buttons["Retake"].tap()
        XCTAssertEqual(app.collectionViews["photo-strip"].cells.count, 1)
    }
}
