import XCTest

final class TripRecordingUITests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    func testRecordButtonStartsTrip() {
        let app = XCUIApplication()
        app.launchEnvironment["FERNGROVE_UI_TEST"] = "1"
        app.launchEnvironment["EVIDENCE_TEST_ID"] = "TripRecordingUITests/testRecordButtonStartsTrip"
        app.launchArguments += ["-skipOnboarding", "YES"]
        app.launch()

        let record = app.buttons["record-trip"]
        XCTAssertTrue(record.waitForExistence(timeout: 10))
        record.tap()
        XCTAssertTrue(app.staticTexts["00:00:01"].waitForExistence(timeout: 5))
    }
}
