import XCTest

/// Nightly, lab iPhone on its charger: schedules the overnight index rebuild and
/// waits for the system to run it to completion. Reads progress from the app
/// group status file the job writes.
final class NightlyIndexE2ETests: XCTestCase {
    func testProcessingTaskCompletesIndexRebuild() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-SeedLibrary", "4200"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "NightlyIndexE2ETests/testProcessingTaskCompletesIndexRebuild"
        app.launch()

        app.buttons["Rebuild index tonight"].tap()
        XCTAssertTrue(app.staticTexts["Scheduled for tonight"].waitForExistence(timeout: 5))
        XCUIDevice.shared.press(.home)

        let status = IndexStatusFile(appGroup: "group.com.hearthstead.photos")
        let final = status.waitForState("completed", timeout: 2_400, poll: 15)

        XCTAssertEqual(final.state, "completed",
                       "index rebuild did not complete within 2400 s (last status: \(final.summary))")
    }
}
