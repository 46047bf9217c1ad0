import XCTest

/// Drives the .NET MAUI app (com.harbor.field) on the lab iPhone.
final class DataSyncBackgroundTaskTests: XCTestCase {
    private let app = XCUIApplication(bundleIdentifier: "com.harbor.field")

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
    }

    func testSyncIsScheduledWhenBackgrounded() {
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.staticTexts["pendingRequests: com.harbor.field.datasync"].waitForExistence(timeout: 10))
    }

    func testSyncRunsThreeMinutesAfterSchedule() {
        app.buttons["Queue outbound (3)"].tap()
        XCUIDevice.shared.press(.home)              // DidEnterBackground -> DataSyncBackgroundTask.Schedule()
        sleep(4 * 60)                               // earliestBeginDate is now + 3 min
        app.activate()
        let label = app.staticTexts["outboundCount"]
        XCTAssertEqual(label.label, "0", "outbound queue should have been flushed by the BGProcessingTask")
    }
}
