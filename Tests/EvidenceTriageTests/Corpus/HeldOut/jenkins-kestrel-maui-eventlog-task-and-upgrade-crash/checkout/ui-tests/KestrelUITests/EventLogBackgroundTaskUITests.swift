import XCTest

/// The event log (anonymous "app was alive" pings) is sent by a BGProcessingTask that the app
/// submits with earliestBeginDate = now + 5 min whenever it goes to the background.
final class EventLogBackgroundTaskUITests: XCTestCase {
    let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["KESTREL_EVENTLOG_ENDPOINT"] = "http://127.0.0.1:7071/api/eventlog"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
    }

    func testEventLogSentOnResume() {
        XCUIDevice.shared.press(.home)
        app.activate()
        XCTAssertTrue(app.staticTexts["eventLogLastSent"].waitForExistence(timeout: 10))
    }

    func testEventLogSentByBackgroundTask() throws {
        XCUIDevice.shared.press(.home)
        sleep(360) // earliestBeginDate is 5 minutes out; give the task a minute to run
        let received = try EventLogStub.receivedCount(since: app.launchDate)
        XCTAssertEqual(received, 1, "event log was not sent by the background task")
    }

    func testExposureCheckRunsWithinTenMinutes() throws {
        XCUIDevice.shared.press(.home)
        sleep(600)
        app.activate()
        XCTAssertTrue(app.staticTexts["lastExposureCheck: background"].waitForExistence(timeout: 5), "no background exposure check within 10 minutes")
    }
}
