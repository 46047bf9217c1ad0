//
//  BackupSchedulingUITests.swift
//  SaltmarshUITests
//

import XCTest

final class BackupSchedulingUITests: XCTestCase {

    /// Enable nightly backup, send the app to the background so the
    /// BGProcessingTask is submitted, and expect the backup to have run
    /// when we come back.
    func testNightlyBackupRunsAfterBackgrounding() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uiTesting", "-backupEarliestBegin", "60"]
        app.launch()

        app.tabBars.buttons["Settings"].tap()
        app.switches["nightly-backup-toggle"].tap()

        XCUIDevice.shared.press(.home)
        sleep(120)
        app.activate()

        let lastBackup = app.staticTexts["last-backup-label"]
        XCTAssertTrue(lastBackup.waitForExistence(timeout: 5))
        let status = app.staticTexts["backup-scheduler-status"].label
        XCTAssertNotEqual(lastBackup.label, "Never",
                          "last backup label still 'Never' after 120 s (scheduler status: '\(status)')")
    }
}
