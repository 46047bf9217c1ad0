import XCTest

/// End-to-end check on the device lab: the lab phones sit on USB power, so a
/// processing task that requires external power should get to run.
final class OvernightCompactionE2ETests: XCTestCase {
    func testCompactionRunsWhileCharging() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-UITests", "-SeedNotes", "2500"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "OvernightCompactionE2ETests/testCompactionRunsWhileCharging"
        app.launch()

        // Debug menu: submits the BGProcessingTaskRequest with earliestBeginDate = now + 60 s.
        app.buttons["debug-menu"].tap()
        app.buttons["Schedule compaction (60 s)"].tap()
        XCUIDevice.shared.press(.home)

        let lastRun = app.staticTexts["compaction-last-run"]
        let ran = expectation(for: NSPredicate(format: "label != %@", "never"), evaluatedWith: lastRun)
        // 20 minutes is far past earliestBeginDate; the phone is plugged in.
        wait(for: [ran], timeout: 1200)
    }
}
