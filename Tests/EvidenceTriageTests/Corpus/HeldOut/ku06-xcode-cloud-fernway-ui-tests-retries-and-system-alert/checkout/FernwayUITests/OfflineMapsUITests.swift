import XCTest

final class OfflineMapsUITests: XCTestCase {
    func testDownloadFinishesAfterBackgrounding() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Download Cascades region"].tap()
        XCUIDevice.shared.press(.home)           // hand the download to the maps-download BGProcessingTask
        sleep(90)                                 // give iOS time to run it
        app.activate()
        XCTAssertTrue(app.staticTexts["Cascades · Downloaded"].exists)
    }
}
