import XCTest

final class TransferResumeUITests: XCTestCase {
    func testUploadCompletesAfterAppTermination() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-CloudmereSeedAccounts", "work", "-CloudmereServer", "http://127.0.0.1:8841"]
        app.launch()
        app.buttons["Upload test file (20 MB)"].tap()
        XCTAssertTrue(app.staticTexts["upload-started"].waitForExistence(timeout: 10))

        // The transfer continues in nsurlsessiond; when it finishes the system relaunches
        // the app in the background (handleEventsForBackgroundURLSession).
        app.terminate()
        XCTAssertTrue(app.wait(for: .runningBackground, timeout: 180),
                      "system did not relaunch the app for background session events")
    }
}
