import XCTest

/// End-to-end: the app uploads a survey bundle to ci/upload_sink.py on the Bitrise VM.
final class SurveyUploadE2ETests: XCTestCase {
    private let sink = URL(string: "http://127.0.0.1:8787")!

    func testUploadCompletesWhileAppIsForeground() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UploadEndpoint", sink.absoluteString, "-SeedSurvey", "survey-0411"]
        app.launch()
        app.buttons["Upload survey"].tap()
        XCTAssertTrue(app.staticTexts["Uploaded"].waitForExistence(timeout: 60))
    }

    func testUploadCompletesAfterAppIsSuspended() throws {
        let app = XCUIApplication()
        app.launchArguments = ["-UploadEndpoint", sink.absoluteString, "-SeedSurvey", "survey-0412"]
        app.launch()
        app.buttons["Upload survey"].tap()

        // Leave the app; the background session is supposed to carry the upload on its own.
        XCUIDevice.shared.press(.home)

        let received = try SinkClient(base: sink).waitForFile(named: "survey-0412.zip", timeout: 120)
        XCTAssertTrue(received, "server did not receive survey-0412.zip within 120 s of backgrounding")
    }
}
