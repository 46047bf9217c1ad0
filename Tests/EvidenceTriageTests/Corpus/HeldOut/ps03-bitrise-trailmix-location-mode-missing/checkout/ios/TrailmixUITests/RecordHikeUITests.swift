import XCTest

final class RecordHikeUITests: XCTestCase {
    func testRecordButtonShowsTimer() {
        let app = XCUIApplication()
        app.launchArguments += ["-detoxDisableSync", "YES"]
        app.launch()
        app.buttons["record.start"].tap()
        XCTAssertTrue(app.staticTexts["record.elapsed"].waitForExistence(timeout: 6))
    }
}
