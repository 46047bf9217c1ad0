import XCTest

final class BackgroundDownloadUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundDownloadUITests/\(name)"
    }

    func testDownloadStartsFromChartList() {
        app.launch()
        app.buttons["Download Solent Approaches"].tap()
        XCTAssertTrue(app.progressIndicators["chart-download-progress"].waitForExistence(timeout: 5))
    }

    // Sends the app home and expects the background URLSession transfer to finish
    // and the app to show "Download complete" within 90 s.
    func testDownloadCompletesWhileBackgrounded() {
        app.launch()
        app.buttons["Download Solent Approaches"].tap()
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.staticTexts["Download complete"].waitForExistence(timeout: 90))
    }

    // Terminates the app mid-transfer and expects iOS to relaunch it in the background
    // through application(_:handleEventsForBackgroundURLSession:completionHandler:).
    func testRelaunchReattachesBackgroundSession() {
        app.launch()
        app.buttons["Download Needles Passage"].tap()
        app.terminate()
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 120), "system did not relaunch the app for handleEventsForBackgroundURLSession within 120 s")
    }
}
