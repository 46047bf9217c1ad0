import XCTest

/// Download progress is mirrored into a Live Activity. The app's debug overlay
/// (`-TidebookActivityProbe YES`) shows the content state last pushed to the activity.
final class DownloadLiveActivityUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-TidebookActivityProbe", "YES", "-TidebookMirror", "https://mirror.ci.tidebook.invalid"]
        app.launch()
    }

    private func probe(_ id: String) -> String {
        app.staticTexts[id].label
    }

    func testProgressAdvancesWhileAppIsSuspended() {
        app.buttons["Download Wikipedia (en, nopic) · 2.1 GB"].tap()
        XCTAssertTrue(app.staticTexts["activityState: active"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)
        sleep(120)                                   // throttled mirror: ~9 MB/s, so > 40 % after two minutes
        app.activate()
        let progress = Double(probe("activityProgress")) ?? 0
        XCTAssertGreaterThanOrEqual(progress, 0.40, "Live Activity stopped advancing in the background (\(probe("activityLastUpdate")))")
    }

    func testRemainingTimeCountsDownWhileInBackground() {
        app.buttons["Download Gutenberg sampler · 380 MB"].tap()
        XCTAssertTrue(app.staticTexts["activityState: active"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)
        sleep(45)
        app.activate()
        let first = Int(probe("activityRemainingSeconds")) ?? -1
        XCUIDevice.shared.press(.home)
        sleep(60)
        app.activate()
        let second = Int(probe("activityRemainingSeconds")) ?? -1
        XCTAssertLessThan(second, first, "remaining time on the Live Activity did not count down between two background minutes")
    }
}
