import XCTest

/// End-to-end: queue photos, leave the app, and check that the overnight
/// processing task delivers them to the staging server.
final class BackgroundUploadE2ETests: XCTestCase {
    private let server = StagingServerClient(baseURL: URL(string: "http://127.0.0.1:8091")!)

    override func setUpWithError() throws {
        continueAfterFailure = false
        try server.reset()
    }

    func testQueuedUploadsFinishWhileCharging() throws {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundUploadE2ETests/testQueuedUploadsFinishWhileCharging"
        app.launchArguments += ["-uitest-staging-server", "http://127.0.0.1:8091", "-uitest-seed-photos", "3"]
        app.launch()

        app.buttons["Upload 3 Photos"].tap()
        app.buttons["Upload Tonight"].tap()          // schedules the BGProcessingTask (power + network)
        XCUIDevice.shared.press(.home)

        let delivered = expectation(for: NSPredicate { _, _ in (try? self.server.receivedCount()) == 3 },
                                    evaluatedWith: nil)
        delivered.expectationDescription = "staging server received 3 uploads"
        wait(for: [delivered], timeout: 600)
    }
}
