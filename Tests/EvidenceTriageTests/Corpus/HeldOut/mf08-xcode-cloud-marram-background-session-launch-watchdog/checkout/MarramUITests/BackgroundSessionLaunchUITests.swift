import XCTest

final class BackgroundSessionLaunchUITests: XCTestCase {
    func testColdLaunchRestoresDownloads() {
        let app = XCUIApplication()
        app.launchEnvironment["MARRAM_SEED_DOWNLOADS"] = "3"
        app.launch()
        XCTAssertTrue(app.staticTexts["3 episodes downloading"].waitForExistence(timeout: 10))
    }
}
