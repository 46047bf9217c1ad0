import XCTest

final class HarvestRefreshUITests: XCTestCase {
    func testHarvestRefreshRunsWhenLaunched() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "HarvestRefreshUITests/testHarvestRefreshRunsWhenLaunched"
        app.launchArguments += ["-simulateBackgroundLaunch", "io.larkspur.sample.harvest-refresh"]
        app.launch()
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.staticTexts["Last harvest: just now"].waitForExistence(timeout: 20))
    }
}
