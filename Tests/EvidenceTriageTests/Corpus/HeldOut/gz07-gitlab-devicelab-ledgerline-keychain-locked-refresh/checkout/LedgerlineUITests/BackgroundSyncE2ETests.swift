import XCTest

/// Device-lab only (LAB_DEVICE=1): the lab device has a passcode; `lab lock` locks it.
final class BackgroundSyncE2ETests: XCTestCase {
    func testRefreshWhileLockedUploadsPendingReceipts() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSyncE2ETests/testRefreshWhileLockedUploadsPendingReceipts"
        app.launchArguments += ["-LLSeedPendingReceipts", "2", "-LLSimulateRefreshOnLock", "YES"]
        app.launch()
        XCTAssertTrue(app.staticTexts["2 receipts waiting to upload"].waitForExistence(timeout: 10))

        LabDevice.lockAndWait(seconds: 25)          // app's DEBUG hook runs the refresh handler while locked
        LabDevice.unlock()
        app.activate()

        XCTAssertTrue(app.staticTexts["All receipts uploaded"].waitForExistence(timeout: 10),
                      "pending receipts were not uploaded by the background refresh")
    }
}
