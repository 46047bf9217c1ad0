import XCTest

final class RecordTrailUITests: XCTestCase {
    func testStopRecordingShowsSummary() {
        let app = XCUIApplication()
        app.launchArguments += ["-mockLocationTrack", "morning-loop"]
        app.launch()
        app.buttons["record.start"].tap()
        app.buttons["record.stop"].tap()
        XCTAssertTrue(app.staticTexts["summary.distance"].waitForExistence(timeout: 8))
    }
}
