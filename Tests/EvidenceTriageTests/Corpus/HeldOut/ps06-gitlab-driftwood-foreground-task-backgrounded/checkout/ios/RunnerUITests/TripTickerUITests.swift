import XCTest

final class TripTickerUITests: XCTestCase {
    func testTickerKeepsFiringWhileBackgrounded() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TripTickerUITests/testTickerKeepsFiringWhileBackgrounded"
        app.launch()
        app.buttons["trip.start"].tap()          // starts the foreground service, interval 5 s
        XCUIDevice.shared.press(.home)
        let sixty = expectation(description: "60 ticks while backgrounded")
        TickProbe.observe(app: app, atLeast: 60) { sixty.fulfill() }
        wait(for: [sixty], timeout: 300)
    }

    func testRefreshTaskRunsWithinTenMinutes() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TripTickerUITests/testRefreshTaskRunsWithinTenMinutes"
        app.launch()
        app.buttons["trip.start"].tap()
        XCUIDevice.shared.press(.home)
        let refreshed = expectation(description: "refresh task ran")
        TickProbe.observeRefresh(app: app) { refreshed.fulfill() }
        wait(for: [refreshed], timeout: 600)
    }
}
