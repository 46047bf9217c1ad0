import XCTest

final class EpisodeRefreshSchedulingTests: XCTestCase {
    func testRefreshIsScheduledOnBackground() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "EpisodeRefreshSchedulingTests/testRefreshIsScheduledOnBackground"
        app.launch()
        XCUIDevice.shared.press(.home)
        app.activate()
        let status = app.staticTexts["debug.refresh.lastSubmitError"]
        XCTAssertEqual(status.label, "none", "submit on background failed: \(status.label)")
    }
}

final class LibraryCleanupSchedulingTests: XCTestCase {
    func testCleanupRunsInOvernightWindow() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "LibraryCleanupSchedulingTests/testCleanupRunsInOvernightWindow"
        app.launchArguments += ["-scheduleCleanupAfter", "60"]
        app.launch()
        XCUIDevice.shared.press(.home)

        // The device lab keeps the phone idle and charging, so dasd should pick the task up shortly after 60 s.
        let ran = expectation(for: NSPredicate(format: "label == 'done'"),
                              evaluatedWith: app.staticTexts["debug.cleanup.state"])
        wait(for: [ran], timeout: 900)
    }
}
