import XCTest

final class BackgroundDownloadUITests: XCTestCase {
    func testDownloadContinuesWhileSuspended() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Download chapter 12"].tap()

        XCUIDevice.shared.press(.home)
        sleep(60)
        app.activate()

        let status = app.staticTexts["chapter-12-status"].label
        //
        //
        //
        XCTAssertEqual(status, "Downloaded")
    }

    func testDownloadCompletesAfterAppIsTerminated() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Download chapter 14"].tap()

        // Kill the app; the background session should carry on and file the chapter.
        app.terminate()
        sleep(90)
        app.launch()

        let status = app.staticTexts["chapter-14-status"].label
        XCTAssertEqual(status, "Downloaded", "the transfer should finish while the app is not running")
    }
}
