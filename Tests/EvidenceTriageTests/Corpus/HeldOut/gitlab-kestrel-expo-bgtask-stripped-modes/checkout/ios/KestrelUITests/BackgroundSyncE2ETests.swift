import XCTest

final class BackgroundSyncE2ETests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchEnvironment["EXPO_E2E_SEED_OUTBOX"] = "3"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = name
        app.launch()
        app.buttons["e2e-open-diagnostics"].tap()
    }

    func testTaskIsScheduledAfterRegister() throws {
        app.buttons["e2e-register-background-sync"].tap()
        let error = app.staticTexts["scheduler-last-error"]
        XCTAssertTrue(error.waitForExistence(timeout: 10))
        XCTAssertEqual(error.label, "none", "submitting the BGProcessingTaskRequest failed")
    }

    func testTriggerWorkerDrainsOutbox() throws {
        app.buttons["e2e-register-background-sync"].tap()
        app.buttons["e2e-trigger-worker-for-testing"].tap()
        let outbox = app.staticTexts["outbox-count"]
        XCTAssertTrue(outbox.waitForExistence(timeout: 10))
        let drained = NSPredicate(format: "label == %@", "0")
        let result = XCTWaiter.wait(for: [expectation(for: drained, evaluatedWith: outbox)], timeout: 30)
        XCTAssertEqual(result, .completed, "outbox still holds \(outbox.label) receipts after triggerTaskWorkerForTestingAsync()")
    }
}
