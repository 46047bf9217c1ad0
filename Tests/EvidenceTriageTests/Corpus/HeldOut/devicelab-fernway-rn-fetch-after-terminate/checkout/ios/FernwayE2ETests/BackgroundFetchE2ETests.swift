import XCTest

/// End-to-end checks for react-native-background-fetch on a lab device.
/// The app shows "Last background fetch: <time>" on its Debug screen and posts
/// a local notification "Trips synced" from the JS fetch handler.
final class BackgroundFetchE2ETests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.fernway.trips")
    private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments = ["-FernwayE2E", "YES", "-resetLastFetch", "YES"]
    }

    func testFetchIsConfiguredAtLaunch() throws {
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.cells["Debug"].tap()
        XCTAssertTrue(app.staticTexts["Background fetch: AVAILABLE"].waitForExistence(timeout: 10))
    }

    /// The user swipes the app away; the next sync should still happen from
    /// the background within the 15-minute minimumFetchInterval (+5 min slack).
    func testFetchEventAfterAppTerminated() throws {
        app.launch()
        XCTAssertTrue(app.staticTexts["Background fetch: AVAILABLE"].waitForExistence(timeout: 10))
        AppSwitcher.swipeAway(appNamed: "Fernway")   // as a user would, from the app switcher

        Thread.sleep(forTimeInterval: 20 * 60)

        app.launchArguments = ["-FernwayE2E", "YES"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        app.cells["Debug"].tap()
        let lastFetch = app.staticTexts["debug.lastBackgroundFetch"].label
        XCTAssertNotEqual(lastFetch, "Last background fetch: never", "no fetch while terminated")
    }

    /// App left in the background on a freshly installed build.
    func testFirstFetchWithin30MinutesOfInstall() throws {
        app.launch()
        XCTAssertTrue(app.staticTexts["Background fetch: AVAILABLE"].waitForExistence(timeout: 10))
        XCUIDevice.shared.press(.home)

        let banner = springboard.otherElements["NotificationShortLookView"].staticTexts["Trips synced"]
        XCTAssertTrue(banner.waitForExistence(timeout: 30 * 60), "no background fetch within 30 minutes")
    }
}
