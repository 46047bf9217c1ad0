import XCTest

/// Uses the Debug ▸ Widgets screen, which lists the reload log the widget extension writes
/// into the app group each time WidgetKit asks for a timeline.
final class WidgetRefreshUITests: XCTestCase {
    private let app = XCUIApplication()

    func testTideWidgetReloadsAfterPolicyDate() {
        app.launchArguments += ["-tideRefreshInterval", "60", "-installTideWidgetForUITests", "YES"]
        app.launch()
        app.buttons["Debug"].tap()
        app.buttons["Widgets"].tap()
        app.buttons["Reload tide widget"].tap()
        XCTAssertTrue(app.staticTexts["tide reloads: 1"].waitForExistence(timeout: 20))

        // Policy is .after(now + 60 s); give WidgetKit a generous margin.
        XCUIDevice.shared.press(.home)
        sleep(150)
        app.activate()
        XCTAssertTrue(app.staticTexts["tide reloads: 2"].waitForExistence(timeout: 5),
                      "WidgetKit did not ask for a new tide timeline after the policy date")
    }
}
