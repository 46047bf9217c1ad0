import XCTest

/// Home Screen widget check on the CI simulator. The widget was added to the Home Screen
/// by the provisioning script (scripts/ci/add-widget.sh) before the run.
final class WidgetRefreshUITests: XCTestCase {
    let app = XCUIApplication()
    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    func testHomeScreenWidgetShowsNewBalanceAfterReload() {
        app.launchArguments = ["-uitest-seed-balance", "1134.20"]
        app.launch()
        app.buttons["add-transaction"].tap()
        app.textFields["amount"].typeText("120.80")
        app.buttons["save"].tap()          // saves, then calls WidgetCenter.shared.reloadAllTimelines()

        XCUIDevice.shared.press(.home)
        let balance = springboard.staticTexts["$1,255.00"]
        let shown = springboard.staticTexts.matching(identifier: "tallyboard.widget.balance").firstMatch.label
        XCTAssertTrue(balance.waitForExistence(timeout: 10), "widget still shows \(shown) 10 s after reloadAllTimelines()")
    }
}
