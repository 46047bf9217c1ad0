import XCTest

/// Device-lab UI tests for the .NET MAUI build of Kestrel. The app registers
/// com.kestrelfield.app.sync with BGTaskScheduler.Shared.Register in FinishedLaunching
/// and submits a BGAppRefreshTaskRequest with EarliestBeginDate = now + 15 min.
final class BackgroundSyncUITests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.kestrelfield.app")

    func testSyncRunsEvery15MinutesWhileBackgrounded() throws {
        app.launch()
        let label = app.staticTexts["lastSyncLabel"]
        XCTAssertTrue(label.waitForExistence(timeout: 20))
        let before = label.label

        // Background the app and give iOS one full 15-minute interval (plus slack).
        XCUIDevice.shared.press(.home)
        sleep(20 * 60)

        app.activate()
        XCTAssertTrue(label.waitForExistence(timeout: 20))
        XCTAssertNotEqual(label.label, before, "background sync did not run within 20 minutes")
    }
}
