import XCTest

/// Device-lab only: exercises the real background session against the staging
/// share endpoint. Runs on lab iPhones, never on the Simulator.
final class BackgroundRelaunchUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["FERRY_ENDPOINT"] = "staging"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "BackgroundRelaunchUITests/\(name.split(separator: " ").last!.dropLast())"
        app.launch()
    }

    func testUploadSurvivesAppSuspension() throws {
        app.buttons["Share sample (12 MB)"].tap()
        XCUIDevice.shared.press(.home)
        let status = StagingStatus(attachment: "sample-12mb")
        XCTAssertTrue(status.waitForUploadComplete(timeout: 180))
    }

    func testCommitAcknowledgedWithin30sAfterBackgroundRelaunch() throws {
        app.buttons["Share sample (2 MB)"].tap()
        XCUIDevice.shared.press(.home)
        let status = StagingStatus(attachment: "sample-2mb")
        XCTAssertTrue(status.waitForUploadComplete(timeout: 120))

        // The app is resumed by nsurlsessiond when the upload lands and creates
        // the commit request from the background.
        XCTAssertTrue(status.waitForCommitAcknowledged(timeout: 30),
                      "commit not acknowledged within 30 s of the upload completing")
    }
}
