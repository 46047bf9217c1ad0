import XCTest

/// End-to-end check of the nightly export's upload leg.
///
/// The export is started in the foreground with -RunNightlyExportNow (see AppDelegate),
/// so BGTaskScheduler is not involved here: the only thing this test waits for is the
/// app's own HTTP POST reaching the stub server that the test starts on 127.0.0.1:8089.
final class NightlyExportUITests: XCTestCase {
    private var server: StubExportServer!

    override func setUpWithError() throws {
        continueAfterFailure = false
        // CI.xctestplan sets STUB_SERVER_LOG=$(SRCROOT)/build/evidence/stub-server.log
        server = try StubExportServer(port: 8089, log: ProcessInfo.processInfo.environment["STUB_SERVER_LOG"])
        try server.start()
    }

    override func tearDownWithError() throws {
        server.stop()
    }

    func testNightlyExportPostsManifest() throws {
        let received = expectation(description: "stub server received POST /v1/exports/manifest")
        server.onRequest = { request in
            if request.method == "POST" && request.path == "/v1/exports/manifest" {
                received.fulfill()
            }
        }

        let app = XCUIApplication()
        app.launchArguments += ["-RunNightlyExportNow", "-ExportEndpoint", "http://127.0.0.1:8089"]
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "NightlyExportUITests/testNightlyExportPostsManifest"
        app.launch()

        wait(for: [received], timeout: 300)

        XCTAssertEqual(server.lastManifest?.itemCount, 1236)
    }

    func testExportSettingsShowsLastRun() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-SeedLastExport", "2026-11-23T02:14:00Z"]
        app.launch()
        app.tabBars.buttons["Settings"].tap()
        XCTAssertTrue(app.staticTexts["Last export: Nov 23, 2:14 AM"].waitForExistence(timeout: 5))
    }
}
