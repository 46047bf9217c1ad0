import XCTest

final class WatchRefreshUITests: XCTestCase {

    /// Debug builds ask for the next background refresh 5 minutes out; after
    /// 15 minutes on the watch face the complication data must have moved on.
    func testScheduledRefreshArrivesWithinFifteenMinutes() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["Schedule refresh"].tap()
        let before = app.staticTexts["last-refresh"].label

        XCUIDevice.shared.press(.home)
        sleep(15 * 60)
        app.activate()

        XCTAssertNotEqual(app.staticTexts["last-refresh"].label, before,
                          "no background refresh was delivered while the app was in the background")
    }
}
