import XCTest

/// Overnight search indexing runs as a BGProcessingTask once the device is idle on power.
final class NightlyIndexUITests: XCTestCase {
    private let app = XCUIApplication()

    override func setUp() {
        continueAfterFailure = false
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "NightlyIndexUITests/testIndexingRunsWhenDeviceIdle"
        app.launchArguments += ["-seedNotes", "2000"]
    }

    func testIndexingRunsWhenDeviceIdle() {
        app.launch()
        XCTAssertTrue(app.staticTexts["Search index: 0 of 2000 notes"].waitForExistence(timeout: 15))
        XCUIDevice.shared.press(.home)   // scene enters background → submits the processing request

        sleep(600)                        // give the system time to treat the Simulator as idle

        app.activate()
        XCTAssertTrue(app.staticTexts["Search index: 2000 of 2000 notes"].waitForExistence(timeout: 10),
                      "nightly indexing did not run")
    }
}
