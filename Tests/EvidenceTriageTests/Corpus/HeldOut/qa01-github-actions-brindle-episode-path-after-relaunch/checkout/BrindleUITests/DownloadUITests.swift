import XCTest

final class DownloadUITests: XCTestCase {
    func testEpisodeDownloadStarts() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-feed", "fixture-long-episodes"]
        app.launch()
        app.cells["episode.ep-4411"].buttons["Download"].tap()
        XCTAssertTrue(app.cells["episode.ep-4411"].staticTexts["download.progress"].waitForExistence(timeout: 10))
    }

    func testEpisodeDownloadFinishesWhileSuspended() {
        let app = XCUIApplication()
        app.launchArguments = ["-uitest-feed", "fixture-long-episodes"]
        app.launch()
        app.cells["episode.ep-4411"].buttons["Download"].tap()

        XCUIDevice.shared.press(.home)
        sleep(60)
        app.activate()

        let done = app.cells["episode.ep-4411"].staticTexts["Downloaded"]
        let progress = app.cells["episode.ep-4411"].staticTexts["download.progress"].label
        XCTAssertTrue(done.waitForExistence(timeout: 5), "Episode row never showed Downloaded (progress label: \(progress))")
    }
}
