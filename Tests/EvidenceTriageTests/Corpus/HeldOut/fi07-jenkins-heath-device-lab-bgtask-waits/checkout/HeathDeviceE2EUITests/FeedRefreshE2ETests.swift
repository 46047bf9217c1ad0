import XCTest

final class FeedRefreshE2ETests: XCTestCase {
    func testAppRefreshRunsAfterBackgrounding() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "FeedRefreshE2ETests/testAppRefreshRunsAfterBackgrounding"
        app.launchArguments = ["-feedRefreshInterval", "60"]
        app.launch()
        let before = app.staticTexts["feed-last-refresh"].label

        XCUIDevice.shared.press(.home)       // submits the BGAppRefreshTaskRequest (earliest in 60 s)
        sleep(180)

        app.activate()
        XCTAssertNotEqual(app.staticTexts["feed-last-refresh"].label, before,
                          "feed was not refreshed in the background within 3 minutes")
    }
}
