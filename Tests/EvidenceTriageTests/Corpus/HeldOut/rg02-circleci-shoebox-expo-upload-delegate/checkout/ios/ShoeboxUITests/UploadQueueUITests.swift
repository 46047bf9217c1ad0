import XCTest

final class UploadQueueUITests: XCTestCase {
    func testUploadBannerDisappearsAfterCompletion() {
        let app = XCUIApplication()
        app.launchEnvironment["SHOEBOX_UPLOAD_STUB"] = "instant"
        app.launch()
        app.buttons["Upload 3 photos"].tap()
        let banner = app.staticTexts["upload.banner"]
        XCTAssertTrue(banner.waitForExistence(timeout: 3))
        let gone = NSPredicate(format: "exists == false")
        expectation(for: gone, evaluatedWith: banner)
        waitForExpectations(timeout: 6)
    }
}
