import XCTest

final class HarborcraftUITests: XCTestCase {
    private var app: XCUIApplication!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app = XCUIApplication()
        app.launchEnvironment["EVIDENCE_CURRENT_TEST"] = "HarborcraftUITests/\(name.split(separator: " ")[1].dropLast())"
    }

    func testBootReachesHarbor() {
        app.launch()
        XCTAssertTrue(app.staticTexts["scene: Harbor"].waitForExistence(timeout: 60))
    }

    func testCloudSaveUploadsWhileBackgrounded() {
        // Development builds simulate the cloudsave BGProcessingTask 8 s after launch.
        app.launchArguments += ["-hcSimulateCloudSaveAfter", "8"]
        app.launch()
        XCTAssertTrue(app.staticTexts["scene: Harbor"].waitForExistence(timeout: 60))
        XCUIDevice.shared.press(.home)
        // The task launches while we are in the background; the upload is small
        // and should be done well within a minute.
        sleep(60)
        app.activate()
        let status = app.staticTexts["cloudsave-status"]
        XCTAssertEqual(status.label, "Cloud save: uploaded", "cloud save did not finish while backgrounded")
    }
}
