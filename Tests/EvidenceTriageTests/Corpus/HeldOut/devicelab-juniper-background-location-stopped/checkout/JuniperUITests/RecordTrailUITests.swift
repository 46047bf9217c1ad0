import XCTest

final class RecordTrailUITests: XCTestCase {
    func testStartRecordingShowsLiveDistance() {
        let app = XCUIApplication()
        app.launchArguments += ["-simulatedRoute", "ridge-loop"]
        app.launch()
        app.buttons["Record"].tap()
        XCTAssertTrue(app.staticTexts["live-distance"].waitForExistence(timeout: 8))
    }
}
