import XCTest

final class EpisodeDownloadUITests: XCTestCase {

    override func setUpWithError() throws {
        continueAfterFailure = false
    }

    func testDownloadSurvivesAppBackgrounding() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-useLocalEpisodeServer", "-resetLibrary"]
        app.launch()

        app.cells["episode-8831"].buttons["Download"].tap()
        XCUIDevice.shared.press(.home)
        app.activate()

        XCTAssertTrue(app.cells["episode-8831"].staticTexts["Downloaded"].waitForExistence(timeout: 90))
    }
}
