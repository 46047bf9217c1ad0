import XCTest

final class DigestRefreshDeviceTests: XCTestCase {
    override func setUp() { continueAfterFailure = false }

    /// Device lab only. The DEBUG build runs the registered refresh handler itself
    /// (DebugRefreshHook) 20 s after entering the background.
    func testLockedRefreshPersistsDigest() throws {
        let app = XCUIApplication()
        app.launchEnvironment["QF_DEBUG_REFRESH_AFTER"] = "20"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "DigestRefreshDeviceTests/testLockedRefreshPersistsDigest"
        app.launch()

        XCUIDevice.shared.press(.home)
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        sleep(45)                                    // hook fires at +20 s, well after the lock
        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        app.activate()

        let updated = app.staticTexts["digest.lastUpdated"]
        XCTAssertTrue(updated.waitForExistence(timeout: 10))
        XCTAssertEqual(updated.label, "Updated just now")
    }
}
