import XCTest

final class DownloadResumeUITests: XCTestCase {
    /// Starts a 40 MB book download on the background URLSession, force-quits the app,
    /// and expects the system to finish the transfer and relaunch the app to deliver it.
    func testDownloadFinishesAfterForceQuit() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-ui-testing"]
        app.launch()
        app.cells["book-moby-dick"].buttons["Download"].tap()
        app.terminate()
        sleep(90)
        app.activate()
        XCTAssertTrue(app.cells["book-moby-dick"].staticTexts["Downloaded"].waitForExistence(timeout: 30))
    }
}
