import XCTest

final class BackgroundFetchUITests: XCTestCase {
    func testSimulatedBackgroundFetchUpdatesWidgetTimestamp() {
        let app = XCUIApplication()
        // Launches the app the way the tide-refresh background fetch does (LaunchReason.backgroundFetch).
        app.launchArguments += ["-uiTesting", "-simulateLaunchReason", "backgroundFetch"]
        app.launch()
        app.tabBars.buttons["Tides"].tap()
        XCTAssertTrue(app.staticTexts["tides.updated"].waitForExistence(timeout: 5))
    }
}
