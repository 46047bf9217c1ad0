import XCTest

final class DownloadsUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["DRIFTCAST_FEED"] = "fixtures/two-short-episodes.xml"
        app.launch()
    }

    func testDownloadButtonShowsProgress() {
        app.buttons["download.ep-1"].tap()
        XCTAssertTrue(app.progressIndicators["download.progress.ep-1"].waitForExistence(timeout: 5))
    }

    func testQueuedEpisodeStartsWhileAppInBackground() {
        app.buttons["download.ep-1"].tap()
        app.buttons["download.ep-2"].tap()
        XCUIDevice.shared.press(.home)
        let status = app.staticTexts["download.status.ep-2"]
        let done = XCTNSPredicateExpectation(predicate: NSPredicate(format: "label == %@", "Downloaded"), object: status)
        wait(for: [done], timeout: 90)
    }
}
