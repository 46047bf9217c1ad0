import XCTest

class SiteDiaryUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launchArguments = ["-UITests"]
    }

    func testSyncedBannerAfterRemoteEdit() {
        app.launchArguments += ["-SimulateRemoteEdit", "d-118"]
        app.launch()
        XCTAssertTrue(app.staticTexts["Updated by another foreman"].waitForExistence(timeout: 5))
    }

    func testWeatherRowShowsForecast() {
        app.launch()
        XCTAssertTrue(app.cells["weather-row"].staticTexts["forecast"].exists)
    }
}
