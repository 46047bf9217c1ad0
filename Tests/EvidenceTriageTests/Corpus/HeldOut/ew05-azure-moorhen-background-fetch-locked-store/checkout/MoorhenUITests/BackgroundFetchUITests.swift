import XCTest

/// Nightly smoke test on the CI simulator: leave the app in the background and
/// check that iOS ran a background fetch (Debug > Simulate Background Fetch is
/// not available from xcodebuild, so we wait for the real one).
final class BackgroundFetchUITests: XCTestCase {
    func testSystemPerformsFetchWithinTwoMinutes() {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-syncEndpoint", "http://127.0.0.1:8087"]
        app.launch()
        let before = app.staticTexts["sync.lastFetch"].label

        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        XCTAssertNotEqual(app.staticTexts["sync.lastFetch"].label, before, "no background fetch happened in 120 s")
    }
}
