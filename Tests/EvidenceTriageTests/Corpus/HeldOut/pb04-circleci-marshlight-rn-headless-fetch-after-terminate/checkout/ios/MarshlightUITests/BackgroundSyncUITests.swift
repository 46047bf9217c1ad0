import XCTest

final class BackgroundSyncUITests: XCTestCase {
    private var markerURL: URL {
        FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: "group.app.marshlight")!
            .appendingPathComponent("headless-fetch.marker")
    }

    override func setUp() {
        continueAfterFailure = false
        try? FileManager.default.removeItem(at: markerURL)
    }

    func testFetchEventSchedulesOnConfigure() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSyncUITests/testFetchEventSchedulesOnConfigure"
        app.launch()
        XCTAssertTrue(app.staticTexts["sync.status.available"].waitForExistence(timeout: 15))
    }

    func testHeadlessTaskRunsAfterTerminate() {
        let app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundSyncUITests/testHeadlessTaskRunsAfterTerminate"
        app.launch()
        XCTAssertTrue(app.staticTexts["sync.status.available"].waitForExistence(timeout: 15))
        app.terminate()

        let written = expectation(for: NSPredicate { _, _ in
            FileManager.default.fileExists(atPath: self.markerURL.path)
        }, evaluatedWith: nil)
        wait(for: [written], timeout: 900)
    }
}
