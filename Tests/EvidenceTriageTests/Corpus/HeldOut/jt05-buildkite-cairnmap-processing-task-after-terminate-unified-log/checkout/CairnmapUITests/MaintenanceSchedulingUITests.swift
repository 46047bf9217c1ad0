import XCTest

/// Device-lab only (CairnmapDeviceLab test plan). The iPhone stays on the
/// charger, screen locked between steps by the lab harness.
final class MaintenanceSchedulingUITests: XCTestCase {
    private func launch(_ extra: [String] = []) -> XCUIApplication {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "MaintenanceSchedulingUITests/" + String(name.split(separator: " ")[1].dropLast())
        app.launchArguments += ["-CMDebugPanel", "YES"] + extra
        app.launch()
        return app
    }

    /// Force-quitting the app must stop any pending compaction.
    func testMaintenanceDoesNotRunAfterTermination() {
        var app = launch(["-CMResetMaintenance", "YES"])
        app.buttons["debug.scheduleCompaction"].tap()
        app.terminate()

        sleep(600)                                 // leave the device idle on power

        app = launch()
        app.buttons["debug.panel"].tap()
        XCTAssertEqual(app.staticTexts["debug.lastCompaction"].label, "Last compaction: never")
    }

    func testSimulatedCompactionRemovesStagedTiles() {
        let app = launch(["-CMSeedTiles", "412", "-CMSimulateTask", "com.cairnmap.app.tile-compaction"])
        app.buttons["debug.panel"].tap()
        XCTAssertTrue(app.staticTexts["debug.lastCompaction"].waitForExistence(timeout: 60))
        XCTAssertEqual(app.staticTexts["debug.stagingCount"].label, "Staged files: 0", "staged tile files left after compaction")
    }
}
