import XCTest

final class BackupProcessingSchedulingTests: XCTestCase {
    func testBackupRunsAfterEarliestBeginDate() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackupProcessingSchedulingTests/testBackupRunsAfterEarliestBeginDate"
        app.launchArguments += ["-backupEarliestBeginSeconds", "60"]
        app.launch()
        XCUIDevice.shared.press(.home)

        let finished = expectation(for: NSPredicate(format: "label BEGINSWITH 'completed'"),
                                   evaluatedWith: app.staticTexts["debug.backup.lastRun"])
        wait(for: [finished], timeout: 600)
    }
}
