import XCTest

/// Home-screen widget checks. The CI simulator is provisioned with one small TideWidget
/// on the first home-screen page (see ci/simulator-widgets.sh).
final class TideWidgetUITests: XCTestCase {
    private let app = XCUIApplication()
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-tideFixtures", "rolling"]
    }

    /// Each round saves a new high-tide time in the app (which calls
    /// WidgetCenter.shared.reloadTimelines(ofKind: "TideWidget")) and expects the widget to show it.
    func testWidgetShowsEveryNewHighTideAfterReload() {
        for round in 1...6 {
            app.launch()
            app.buttons["Advance fixture"].tap()
            let expected = app.staticTexts["nextHighTide"].label
            XCUIDevice.shared.press(.home)
            let widgetText = springboard.staticTexts[expected]
            XCTAssertTrue(widgetText.waitForExistence(timeout: 15), "round \(round): widget still shows an older tide, expected \(expected)")
        }
    }

    /// The widget's timeline policy is .after(now + 60 s); the test expects a new render each minute.
    func testWidgetCountdownRefreshesEveryMinute() {
        app.launch()
        XCUIDevice.shared.press(.home)
        let first = springboard.staticTexts.matching(identifier: "tide.countdown").firstMatch.label
        sleep(75)
        let second = springboard.staticTexts.matching(identifier: "tide.countdown").firstMatch.label
        XCTAssertNotEqual(first, second, "countdown did not re-render after 75 s")
    }
}
