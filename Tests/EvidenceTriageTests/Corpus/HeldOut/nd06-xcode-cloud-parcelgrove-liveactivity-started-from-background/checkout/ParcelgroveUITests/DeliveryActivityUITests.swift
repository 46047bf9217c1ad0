import XCTest

final class DeliveryActivityUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchArguments += ["-UITestFixtureOrder", "PG-40217"]
    }

    func testOrderAcceptedPushStartsLiveActivity() throws {
        // app replays a recorded order.accepted payload through its push handler 3 s after backgrounding
        app.launchArguments += ["-UITestReplayPushAfterBackground", "order-accepted-PG-40217.json"]
        app.launch()
        XCUIDevice.shared.press(.home)
        sleep(6)
        app.activate()
        app.buttons["Order PG-40217"].tap()
        let status = app.staticTexts["live-activity-status"]
        XCTAssertTrue(status.waitForExistence(timeout: 5))
        XCTAssertEqual(status.label, "active")
    }

    func testEtaRangeRoundsToFiveMinutes() throws {
        app.launch()
        app.buttons["Order PG-40217"].tap()
        XCTAssertEqual(app.staticTexts["eta-range"].label, "12:05 – 12:20")
    }
}
