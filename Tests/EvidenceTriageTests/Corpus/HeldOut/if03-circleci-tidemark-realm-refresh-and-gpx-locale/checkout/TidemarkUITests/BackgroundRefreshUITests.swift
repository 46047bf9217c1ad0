import XCTest

final class BackgroundRefreshUITests: XCTestCase {
    func testPredictionsRefreshWhileAppIsBackgrounded() {
        let app = XCUIApplication()
        app.launchEnvironment["TIDEMARK_TEST_ID"] = "BackgroundRefreshUITests/testPredictionsRefreshWhileAppIsBackgrounded"
        app.launch()
        let updated = app.staticTexts["station.0240.lastRefreshed"]
        let before = updated.label

        XCUIDevice.shared.press(.home)
        sleep(300)   // refresh is requested 30 min out, but the simulator should run it sooner
        app.activate()

        XCTAssertNotEqual(updated.label, before, "Newlyn predictions were not refreshed while the app was in the background")
    }
}
