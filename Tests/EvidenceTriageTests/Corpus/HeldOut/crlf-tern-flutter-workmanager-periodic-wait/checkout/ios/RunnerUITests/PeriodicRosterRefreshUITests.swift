import XCTest

/// Device-lab test. The roster refresh is registered in AppDelegate with
/// `WorkmanagerPlugin.registerPeriodicTask(withIdentifier:frequency:)` (15 min); its Dart
/// callback bumps the counter shown on the hidden diagnostics screen.
final class PeriodicRosterRefreshUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["--reset-run-log", "--diagnostics-screen"]
        app.launch()
        XCTAssertTrue(app.staticTexts["roster-refresh-count"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)      // leave the app in the background
    }

    private func refreshCount() -> Int {
        app.activate()
        let label = app.staticTexts["roster-refresh-count"]
        _ = label.waitForExistence(timeout: 15)
        return Int(label.label) ?? -1
    }

    func testPeriodicTaskRunsWithin20Minutes() {
        Thread.sleep(forTimeInterval: 20 * 60)

        XCTAssertGreaterThanOrEqual(refreshCount(), 1,
                                    "rosterRefresh should have run at least once 20 minutes after backgrounding")
    }

    func testRunsRepeatedlyAtRequestedFrequency() {
        Thread.sleep(forTimeInterval: 60 * 60)

        XCTAssertGreaterThanOrEqual(refreshCount(), 3,
                                    "a 15 minute periodic task should have run at least 3 times in an hour")
    }
}
