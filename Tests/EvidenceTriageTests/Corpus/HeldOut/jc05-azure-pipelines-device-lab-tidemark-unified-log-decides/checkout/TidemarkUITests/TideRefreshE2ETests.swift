import XCTest

final class TideRefreshE2ETests: XCTestCase {
    func testTideRefreshUpdatesWidgetWithin10Minutes() {
        let app = XCUIApplication.tidemark(test: "TideRefreshE2ETests/testTideRefreshUpdatesWidgetWithin10Minutes")
        app.launchArguments += ["-TideRefreshEarliestBegin", "60"]
        app.launch()
        XCUIDevice.shared.press(.home)
        sleep(600)
        app.activate()
        app.buttons["Widget status"].tap()
        XCTAssertTrue(app.staticTexts["Widget refreshed in background"].waitForExistence(timeout: 5),
                      "widget timeline was not refreshed by the background tide refresh")
    }
}
